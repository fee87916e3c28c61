import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeKey, type Storage } from './storage.ts';

/** Files under a directory (DATA_DIR/uploads), with a small sidecar holding the content type. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async putFile(key, path, { contentType }) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
      } catch {
        await copyFile(path, target); // another filesystem
      }
      await writeFile(`${target}.type`, contentType);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const target = pathOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(target), readFile(`${target}.type`, 'utf8')]);
        return { body: createReadStream(target), size: info.size, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const target = pathOf(key);
      await rm(target, { force: true });
      await rm(`${target}.type`, { force: true });
    },
  };
}
