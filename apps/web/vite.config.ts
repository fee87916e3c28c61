import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type UserConfig,
} from 'vite';
import { firstPaintRoutes } from './src/first-paint/route-map';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/** Files worth compressing, and the size below which compressing costs more than it saves. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every compressible built file, beside it (`x.js.br`,
 * `x.js.gz`), for the server to send as they are (docs/decisions/141). A copy that saves under 10 % is skipped.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'medprep:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < COMPRESS_MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** react-router's production build (its package points bundlers at the development one, with its warnings). */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const alias = (command: string) =>
  command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [];

/**
 * The server's first-paint renderer (src/first-paint/prerender.tsx, docs/decisions/425): `vite build --ssr`
 * into dist/.ssr/, everything bundled in, so the server loads one self-contained module.
 */
const ssrConfig = (command: string): UserConfig => ({
  plugins: [react()],
  resolve: { alias: alias(command) },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  // React's production build, as in the browser's bundle, whatever NODE_ENV the server runs with.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: { outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild ? ssrConfig(command) : clientConfig(command),
);

const clientConfig = (command: string): UserConfig => ({
  // firstPaintRoutes: the public routes' chunks for the server (dist/.vite/first-paint-routes.json).
  plugins: [react(), tailwindcss(), firstPaintRoutes(), precompress()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: alias(command),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
    manifest: true,
    // Everything the entry loads statically travels as one chunk: the bundler's automatic splitting cut the
    // shell's modules that lazy pages share into many small files, each compressed on its own (the
    // first-load budget counts them all).
    // The query library and its provider (lib/query.tsx) travel together, outside the first load: a page that
    // fetches has the library among its static imports, so the provider it is wrapped in costs no extra request.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'query', test: /[\\/](node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query\.tsx$)/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
});
