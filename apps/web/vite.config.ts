import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', sourcemap: true, assetsDir: 'assets' },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
});
