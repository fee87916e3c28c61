import { createHash } from 'node:crypto';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_STATE_ID } from '@medprep/shared';
import { jsonForScript } from './page-meta.ts';
import type { Prerendered } from './prerender.ts';

/**
 * A public page sent with its server-rendered first paint (docs/decisions/425). The page's scripts start only
 * after the browser has painted it: a phone shows the page as soon as the HTML and the stylesheet are there,
 * instead of after the app's JavaScript has arrived and run (which is also when the browser, busy running it,
 * would otherwise paint first). The app then renders over the first paint with the same answers.
 */

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The JSON list of scripts to start: the entry first, then the page's chunks to preload beside it. */
const START_LIST_ID = 'app-start';

/**
 * Starts the scripts once the browser has shown the first paint (its `first-contentful-paint` entry; after the
 * next frame where paint timing is missing; after a second at the latest, for tabs opened in the background,
 * which paint nothing). Never changes: its hash is in the content security policy.
 */
export const START_SCRIPT =
  `(()=>{const d=document,l=JSON.parse(d.getElementById('${START_LIST_ID}').textContent);let n=0;` +
  `const go=()=>{if(n++)return;l.forEach((u,i)=>{const e=d.createElement(i?'link':'script');` +
  `if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}e.crossOrigin='';d.head.append(e)})};` +
  `try{new PerformanceObserver((x,o)=>{if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();` +
  `setTimeout(go)}}).observe({type:'paint',buffered:true})}catch{requestAnimationFrame(()=>setTimeout(go))}` +
  'setTimeout(go,1000)})()';

/** The content security policy's source for START_SCRIPT. */
export const START_SCRIPT_CSP = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** The built page's entry script, which a page with a first paint starts itself. */
export const entryScriptOf = (template: string): string | null => template.match(ENTRY_SCRIPT)?.[1] ?? null;

/** index.html without its entry script tag (a page with a first paint starts it after painting). */
export const withoutEntryScript = (template: string): string => template.replace(ENTRY_SCRIPT, '');

/**
 * The page with its first paint in `#root` (inert until the app replaces it), the answers it was rendered with
 * for the app's first render, and the script that starts the app after painting: `scripts` are the entry and
 * the page's chunks. `page` must come from `withoutEntryScript`.
 */
export function withFirstPaint(page: string, first: Prerendered, scripts: readonly string[]): string {
  const body = [
    `<div id="root"><div ${PRERENDERED_ATTRIBUTE} inert>${first.html}</div></div>`,
    `<script type="application/json" id="${PRERENDERED_STATE_ID}">${jsonForScript(first.dehydrated)}</script>`,
    `<script type="application/json" id="${START_LIST_ID}">${jsonForScript(scripts)}</script>`,
    `<script>${START_SCRIPT}</script>`,
  ].join('');
  return page.replace(ROOT_ELEMENT, () => body);
}
