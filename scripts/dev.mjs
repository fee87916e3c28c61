// npm run dev: the API (reloading on change) on port 3001 and Vite's dev server on 5173, which proxies /api.
import { spawn } from 'node:child_process';

const children = [];
function run(name, command, args, env) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const c of children) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('api', 'npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], {
  PORT: '3001',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'http://localhost:5173',
  WEB_DIST: '/nonexistent',
});
run('web', 'npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web', '--host', '127.0.0.1'], {});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
