/**
 * Where file bytes live: a folder under DATA_DIR for one server (local-storage.ts), or
 * S3-compatible object storage (s3-storage.ts) when S3_* is set, so several servers share them.
 */

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(prefix: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
