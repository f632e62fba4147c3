/**
 * Unpacks a backup into a staging folder and checks all of it against its manifest (a file that
 * ends early, a flipped byte, an entry too many or too few) before the restore replaces anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { isSafeEntryName, MANIFEST_NAME, type Manifest, manifestSchema } from './manifest';
import { readTar, type TarReadEntry } from './tar';

export class BackupRefusedError extends Error {}

const incomplete = (file: string) =>
  new BackupRefusedError(
    `${file} is incomplete: it ends before the backup does (was it copied whole?). Nothing was changed.`,
  );
const damaged = (file: string, why: string) =>
  new BackupRefusedError(`${file} is damaged (${why}). Nothing was changed.`);

/** Why zlib or the tar reader stopped, in the owner's words. */
function refusalFor(file: string, error: unknown): BackupRefusedError {
  if (error instanceof BackupRefusedError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOENT') return new BackupRefusedError(`${file} does not exist.`);
  if (message === 'unexpected end of file' || message.includes('ends in the middle')) {
    return incomplete(file);
  }
  // zlib's own words ('incorrect data check') or the tar reader's ('A header is damaged').
  return damaged(file, message);
}

async function readAll(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function writeEntry(staging: string, entry: TarReadEntry) {
  const target = path.join(staging, entry.name);
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  const out = await open(target, 'wx', 0o600);
  try {
    for await (const chunk of entry.body) {
      hash.update(chunk);
      await out.write(chunk);
    }
  } finally {
    await out.close();
  }
  return { size: entry.size, sha256: hash.digest('hex') };
}

async function unpack(file: string, staging: string) {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  const input = createReadStream(file);
  const gunzip = createGunzip();
  // pipeline passes a read error on to gunzip, whose reader below then throws it.
  pipeline(input, gunzip).catch(() => {});
  try {
    for await (const entry of readTar(gunzip)) {
      if (!isSafeEntryName(entry.name) || found.has(entry.name) || manifestText !== null) {
        throw damaged(file, `unexpected entry ${entry.name}`);
      }
      if (entry.name === MANIFEST_NAME) manifestText = await readAll(entry.body);
      else found.set(entry.name, await writeEntry(staging, entry));
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  return { found, manifestText };
}

/** Throws BackupRefusedError on any mismatch; `staging` must not exist; the caller removes it. */
export async function unpackBackup(file: string, staging: string): Promise<Manifest> {
  try {
    if (!(await stat(file)).isFile()) throw new BackupRefusedError(`${file} is not a file.`);
  } catch (error) {
    throw refusalFor(file, error);
  }
  await mkdir(staging, { recursive: false, mode: 0o700 });
  let unpacked: Awaited<ReturnType<typeof unpack>>;
  try {
    unpacked = await unpack(file, staging);
  } catch (error) {
    throw refusalFor(file, error);
  }
  if (unpacked.manifestText === null) throw incomplete(file);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(unpacked.manifestText));
  } catch {
    throw new BackupRefusedError(`${file} is not a Sajghor backup this version can read.`);
  }
  const listed = new Set(manifest.entries.map((entry) => entry.name));
  for (const entry of manifest.entries) {
    const got = unpacked.found.get(entry.name);
    if (!got) throw damaged(file, `${entry.name} is missing`);
    if (got.size !== entry.size || got.sha256 !== entry.sha256) {
      throw damaged(file, `${entry.name} does not match its checksum`);
    }
  }
  for (const name of unpacked.found.keys()) {
    if (!listed.has(name)) throw damaged(file, `${name} is not in its manifest`);
  }
  return manifest;
}
