import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedSrc = fileURLToPath(new URL('./packages/shared/src/', import.meta.url));
/** `@medprep/shared` and its subpaths (`@medprep/shared/paths`) from source. */
const alias = [
  { find: /^@medprep\/shared$/, replacement: `${sharedSrc}index.ts` },
  { find: /^@medprep\/shared\/(.+)$/, replacement: `${sharedSrc}$1.ts` },
];

const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node' as const,
    include: ['apps/server/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  {
    resolve: { alias },
    test: { name: 'shared', environment: 'node' as const, include: ['packages/shared/src/**/*.test.ts'] },
  },
  serverProject('api-pglite', { TEST_DB_ENGINE: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', { TEST_DB_ENGINE: 'postgres' })] : []),
  {
    plugins: [react()],
    resolve: { alias },
    test: {
      name: 'web',
      environment: 'jsdom' as const,
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      setupFiles: ['apps/web/src/test/setup.ts'],
      // Vitest's default 5 s is what one findBy alone may wait (test/setup.ts): on a machine busy with other
      // builds a screen test of a few steps passed 5 s while each step still came (docs/decisions/357).
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

export default defineConfig({
  test: { projects, reporters: process.env.CI ? ['default'] : ['default'] },
});
