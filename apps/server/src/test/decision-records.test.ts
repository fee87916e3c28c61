import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../../scripts/decisions-index.mjs', import.meta.url));

it('every decision record has its Date and Status line, and the index lists them all as they are', () => {
  let output = '';
  try {
    execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' });
  } catch (error) {
    output = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  expect(output).toBe('');
});
