import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A built web app in miniature: index.html as Vite writes it, one asset with its precompressed copies. */
export function fixtureDist() {
  const web = mkdtempSync(join(tmpdir(), 'medprep-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en-GB">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="The site description." />',
      '    <title>MedPrep Academy</title>',
      '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      '  </head>',
      `  <body><div id="root"></div><!-- ${'padding '.repeat(150)}--></body>`,
      '</html>',
    ].join('\n'),
  );
  const script = `console.log(${JSON.stringify('hello world '.repeat(400))});`;
  writeFileSync(join(web, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(web, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(web, '.vite'));
  writeFileSync(
    join(web, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_card.js': { file: 'assets/card-1.js' },
      'src/features/courses/pages/course-page.tsx': {
        file: 'assets/course-page-1.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_card.js'],
      },
    }),
  );
  return { web, script };
}
