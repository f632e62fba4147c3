import path from 'node:path';
import { localStorage } from './local-storage';
import { type S3Settings, s3Storage } from './s3-storage';
import type { Storage } from './storage';

export function storageFor(config: { dataDir: string; s3: S3Settings | undefined }): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
}
