/**
 * Writes one backup file: the database, then the stored files and the auth secret, then the
 * manifest. The database goes first because an upload's bytes are stored before anything refers
 * to them: every file its copy names is on disk when the files are read (docs/decisions/026).
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { S3Settings } from '../storage/s3-storage';
import { type DatabaseSource, dumpPglite, pgDump } from './database-snapshot';
import {
  AUTH_SECRET_ENTRY,
  FILES_PREFIX,
  isSafeEntryName,
  MANIFEST_NAME,
  type Manifest,
  type ManifestEntry,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
} from './manifest';
import { type TarEntry, tarStream } from './tar';

export type BackupWriteSettings = { dataDir: string; s3: S3Settings | undefined };

export type WrittenBackup = {
  file: string;
  sizeBytes: number;
  manifest: Manifest;
  /** What the owner must keep besides this file (the S3 bucket, AUTH_SECRET from the settings). */
  notes: string[];
};

async function* hashed(body: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Stored files, oldest layout first; a file removed while the folder is read is left out. */
async function* storedFiles(root: string): AsyncGenerator<TarEntry> {
  let names: string[];
  try {
    names = (await readdir(root, { recursive: true })).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    const entryName = FILES_PREFIX + name.split(path.sep).join('/');
    try {
      if (!(await stat(path.join(root, name))).isFile() || !isSafeEntryName(entryName)) continue;
      // Whole files (pictures, a few hundred KB): the size in the header is the size written.
      const body = await readFile(path.join(root, name));
      yield { name: entryName, size: body.length, body };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

async function authSecret(dataDir: string): Promise<TarEntry | null> {
  try {
    const body = await readFile(path.join(dataDir, 'auth-secret'));
    return { name: AUTH_SECRET_ENTRY, size: body.length, body };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function fsync(file: string) {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeBackup(
  source: DatabaseSource,
  settings: BackupWriteSettings,
  target: string,
): Promise<WrittenBackup> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  // Half-written files keep a dot name, so nothing mistakes them for a backup.
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`);
  const dumpFile = `${partial}.dump`;
  const entries: ManifestEntry[] = [];
  const createdAt = new Date().toISOString();

  async function* withHashes(): AsyncGenerator<TarEntry> {
    const sources: AsyncIterable<TarEntry>[] = [];
    async function* database(): AsyncGenerator<TarEntry> {
      if (source.kind === 'pglite') {
        const body = await dumpPglite(source.client);
        yield { name: PGLITE_ENTRY, size: body.length, body };
      } else {
        await pgDump(source.url, dumpFile);
        const { size } = await stat(dumpFile);
        yield { name: POSTGRES_ENTRY, size, body: createReadStream(dumpFile) };
      }
    }
    async function* secret(): AsyncGenerator<TarEntry> {
      const entry = await authSecret(settings.dataDir);
      if (entry) yield entry;
    }
    sources.push(database(), secret());
    if (!settings.s3) sources.push(storedFiles(path.join(settings.dataDir, 'files')));
    for (const group of sources) {
      for await (const entry of group) {
        const hash = createHash('sha256');
        if (Buffer.isBuffer(entry.body)) hash.update(entry.body);
        const body = Buffer.isBuffer(entry.body) ? entry.body : hashed(entry.body, hash);
        // tarStream reads the whole body before it asks for the next entry.
        yield { ...entry, body };
        entries.push({ name: entry.name, size: entry.size, sha256: hash.digest('hex') });
      }
    }
    const manifest = manifestOf(source, settings, createdAt, entries);
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield { name: MANIFEST_NAME, size: body.length, body };
  }

  try {
    await pipeline(
      Readable.from(tarStream(withHashes())),
      createGzip(),
      (await open(partial, 'wx', 0o600)).createWriteStream(),
    );
    await fsync(partial);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
  }
  const manifest = manifestOf(source, settings, createdAt, entries);
  return {
    file: target,
    sizeBytes: (await stat(target)).size,
    manifest,
    notes: notesFor(manifest, entries),
  };
}

function manifestOf(
  source: DatabaseSource,
  settings: BackupWriteSettings,
  createdAt: string,
  entries: ManifestEntry[],
): Manifest {
  return {
    format: 'sajghor-backup',
    version: 1,
    createdAt,
    database: source.kind,
    files: settings.s3
      ? { storage: 's3', endpoint: settings.s3.endpoint, bucket: settings.s3.bucket }
      : { storage: 'local' },
    entries,
  };
}

function notesFor(manifest: Manifest, entries: ManifestEntry[]): string[] {
  const notes: string[] = [];
  if (manifest.files.storage === 's3') {
    notes.push(
      `Pictures and uploads are in the S3 bucket "${manifest.files.bucket}" (${manifest.files.endpoint}), not in this file: back that bucket up too (versioning or a copy to another bucket).`,
    );
  }
  if (!entries.some((entry) => entry.name === AUTH_SECRET_ENTRY)) {
    notes.push(
      'AUTH_SECRET comes from your settings, not from DATA_DIR: keep it with your settings.',
    );
  }
  return notes;
}
