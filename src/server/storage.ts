/** Where file bytes live: a folder under DATA_DIR (object storage can take its place later). */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(prefix: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function localStorage(root: string): Storage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(prefix) {
      assertSafeKey(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}
