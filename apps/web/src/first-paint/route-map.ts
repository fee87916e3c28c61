/**
 * The route-to-chunk map the server reads to give a public page its preloads and to know which pages it may
 * paint (docs/decisions/425). Made at build time from the route table itself (app/route-table.tsx) and the
 * build's manifest, so a page renamed or moved keeps its preloads: nothing names a page's file by hand.
 *
 * Runs in Node, in the build (vite.config.ts), never in the browser.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { type Manifest, type Plugin, parseSync } from 'vite';

/** Where the map is written, inside the build's dist folder (a dot folder: the server never serves it). */
export const ROUTE_MAP_FILE = '.vite/first-paint-routes.json';
/** The route table, relative to the web app's root. */
export const ROUTE_TABLE_FILE = 'src/app/route-table.tsx';

/** A public route as the route table declares it. */
export interface PublicRoute {
  /** The route's pattern as an address (`/courses/:slug`; `/` for the index route): the server's key. */
  pattern: string;
  /** The page's module, relative to the web app's root, without its extension (`src/features/…/x-page`). */
  module: string;
  /** false when the route says `handle: { serverRender: false }`: the server never paints it. */
  serverRender: boolean;
}

/** One public route in the map. */
export interface FirstPaintRoute {
  /** The page's module as the manifest names it (`src/features/…/x-page.tsx`). */
  module: string;
  /** The page's chunk, then the chunks it imports, leaving out what index.html loads (`/assets/x.js`). */
  scripts: string[];
  /** Stylesheets of those chunks that index.html does not load already. */
  styles: string[];
  serverRender: boolean;
}

export interface FirstPaintRoutes {
  routes: Record<string, FirstPaintRoute>;
}

// The few ESTree shapes read here (oxc's parser gives ESTree).
type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`, itself included. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

const keyName = (property: Node) => {
  const key = property.key as Node;
  return key.type === 'Identifier' ? (key.name as string) : String(key.value);
};
const literal = (node: unknown) => (isNode(node) && node.type === 'Literal' ? node.value : undefined);

/**
 * The public routes of the route table's `pageRoutes`: each entry that loads a page with `page(() =>
 * import('…'))` and is not guarded (`page(…, true)` is for signed-in users, never painted by the server).
 * Throws on an entry it cannot read, so a route table written another way fails the build instead of
 * losing its preloads.
 */
export function readRouteTable(source: string, file = ROUTE_TABLE_FILE): PublicRoute[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  const table = [...walk(program as unknown as Node)].find(
    (n) => n.type === 'VariableDeclarator' && (n.id as Node).name === 'pageRoutes',
  );
  const list = table?.init as Node | undefined;
  if (list?.type !== 'ArrayExpression') throw new Error(`${file}: no \`pageRoutes\` array`);
  const routes: PublicRoute[] = [];
  for (const element of list.elements as Node[]) {
    const bad = (why: string) => new Error(`${file}: the route at offset ${element.start}: ${why}`);
    if (element.type !== 'ObjectExpression') throw bad('not an object literal');
    const nodes = [...walk(element)];
    const imports = nodes.filter((n) => n.type === 'ImportExpression');
    if (imports.length === 0) continue; // no page module (a redirect, the router check)
    if (imports.length > 1) throw bad('more than one import()');
    const specifier = literal(imports[0]!.source);
    if (typeof specifier !== 'string') throw bad('its import() does not name a file');
    const properties = (element.properties as Node[]).filter((p) => p.type === 'Property');
    const path = properties.find((p) => keyName(p) === 'path');
    const index = properties.find((p) => keyName(p) === 'index');
    const pattern = path ? literal(path.value) : literal(index?.value) === true ? '' : undefined;
    if (typeof pattern !== 'string') throw bad('neither a literal `path` nor `index: true`');
    const guarded = nodes.some(
      (n) =>
        n.type === 'CallExpression' &&
        (n.callee as Node).name === 'page' &&
        literal((n.arguments as Node[])[1]) === true,
    );
    if (guarded) continue;
    const optOut = nodes.some(
      (n) => n.type === 'Property' && keyName(n) === 'serverRender' && literal(n.value) === false,
    );
    routes.push({
      pattern: `/${pattern}`,
      module: posix.join(posix.dirname(file), specifier),
      serverRender: !optOut,
    });
  }
  return routes;
}

/** The map: each public route's files from the manifest, beyond what index.html already loads. */
export function routeMap(manifest: Manifest, routes: readonly PublicRoute[]): FirstPaintRoutes {
  const closure = (key: string, into: Set<string>) => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]!.imports ?? []) closure(dep, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  const map: FirstPaintRoutes = { routes: {} };
  for (const route of routes) {
    const module = ['.tsx', '.ts', '.jsx', '.js']
      .map((ext) => route.module + ext)
      .find((key) => manifest[key]);
    if (!module) throw new Error(`The build's manifest has no chunk for ${route.module} (${route.pattern})`);
    const own = [...closure(module, new Set())].filter((key) => !loaded.has(key));
    map.routes[route.pattern] = {
      module,
      scripts: own.map((key) => `/${manifest[key]!.file}`),
      styles: [...new Set(own.flatMap((key) => manifest[key]!.css ?? []))]
        .filter((file) => !loadedStyles.has(file))
        .map((file) => `/${file}`),
      serverRender: route.serverRender,
    };
  }
  return map;
}

/** The Vite plugin: after the browser build, writes the map beside the manifest (`manifest: true` needed). */
export function firstPaintRoutes(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'medprep:first-paint-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifestPath = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: the map needs build.manifest`);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const routes = readRouteTable(readFileSync(join(root, ROUTE_TABLE_FILE), 'utf8'));
      writeFileSync(join(outDir, ROUTE_MAP_FILE), `${JSON.stringify(routeMap(manifest, routes), null, 2)}\n`);
    },
  };
}
