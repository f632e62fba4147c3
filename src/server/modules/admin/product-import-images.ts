/**
 * An import's pictures: a web address is fetched only from IMPORT_IMAGE_HOSTS (redirects checked
 * too), and every fetched or unzipped picture goes through storeImage like an upload.
 */
import path from 'node:path';
import yauzl from 'yauzl';
import { msg } from '#shared/i18n/translator';
import { MAX_IMAGE_BYTES } from '../files';

/** A ZIP bomb's guard: more files or more unpacked bytes than any picture folder has. */
export const MAX_ZIP_ENTRIES = 20_000;
export const MAX_ZIP_UNPACKED_BYTES = 1024 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export type ImageSource =
  | { kind: 'stored'; ref: string }
  | { kind: 'url'; url: URL }
  | { kind: 'zip'; name: string };

const STORED = /^\/files\/[0-9a-f-]{36}$/;

export function imageSource(text: string, publicUrl: string): ImageSource {
  if (STORED.test(text)) return { kind: 'stored', ref: text };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      const own = new URL(publicUrl);
      if (url.host === own.host && STORED.test(url.pathname)) {
        return { kind: 'stored', ref: url.pathname };
      }
      return { kind: 'url', url };
    } catch {
      return { kind: 'zip', name: text };
    }
  }
  return { kind: 'zip', name: text };
}

export const sourceKey = (source: ImageSource) =>
  source.kind === 'stored'
    ? source.ref
    : source.kind === 'url'
      ? source.url.href
      : `zip:${source.name}`;

/** The pictures of a ZIP by name: read lazily, one entry at a time, never all at once. */
export type ZipPictures = {
  find(name: string): yauzl.Entry | undefined;
  read(entry: yauzl.Entry): Promise<Buffer>;
  close(): void;
};

export class ImportFileError extends Error {}

/** yauzl's own size check stalls a lying entry's stream rather than failing it: readEntry counts. */
function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    );
  });
}

/** The ZIP's table of contents, refused when it holds too many files or unpacks too large. */
export async function readZip(bytes: Buffer): Promise<ZipPictures> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    throw new ImportFileError(msg('admin.import.zip.unreadable'));
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    throw new ImportFileError(msg('admin.import.zip.tooManyEntries', { max: MAX_ZIP_ENTRIES }));
  }
  const byName = new Map<string, yauzl.Entry>();
  const byBase = new Map<string, yauzl.Entry | null>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > MAX_ZIP_UNPACKED_BYTES) {
        reject(
          new ImportFileError(
            msg('admin.import.zip.tooMuchData', { max: MAX_ZIP_UNPACKED_BYTES / 1024 / 1024 }),
          ),
        );
        return;
      }
      if (!entry.fileName.endsWith('/')) {
        byName.set(entry.fileName, entry);
        const base = path.posix.basename(entry.fileName);
        // A name in two folders is ambiguous by itself: the CSV must give the folder then.
        byBase.set(base, byBase.has(base) ? null : entry);
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new ImportFileError(msg('admin.import.zip.unreadable'))));
    zip.readEntry();
  }).catch((error) => {
    zip.close();
    throw error;
  });
  return {
    find: (name) => byName.get(name) ?? byBase.get(name) ?? undefined,
    read: (entry) => readEntry(zip, entry),
    close: () => zip.close(),
  };
}

/**
 * One entry's bytes, never more than it declares (nor than an upload may be): an entry that lies
 * about its size is cut off rather than trusted, and a stream that closes early fails the read.
 */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('unreadable entry'));
      const limit = Math.min(entry.uncompressedSize, MAX_IMAGE_BYTES);
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const fail = (reason: Error) => {
        if (settled) return;
        settled = true;
        stream.destroy();
        reject(reason);
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) fail(new Error('entry larger than it declares'));
        else chunks.push(chunk);
      });
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        resolve(Buffer.concat(chunks));
      });
      stream.on('error', fail);
      stream.on('close', () => fail(new Error('entry closed early')));
    });
  });
}

export type ImageRules = { allowedHosts: string[]; zip: ZipPictures | null };

/** Why a picture cannot be used, or null; the dry run asks this of every picture named. */
export function imageRefusal(source: ImageSource, rules: ImageRules): string | null {
  if (source.kind === 'stored') return null;
  if (source.kind === 'url') {
    if (rules.allowedHosts.length === 0) {
      return msg('admin.import.image.urlsOff', { url: source.url.href });
    }
    return hostAllowed(source.url, rules.allowedHosts)
      ? null
      : msg('admin.import.image.hostNotAllowed', { host: source.url.host });
  }
  if (!rules.zip) return msg('admin.import.image.noZip', { name: source.name });
  const entry = rules.zip.find(source.name);
  if (!entry) return msg('admin.import.image.notInZip', { name: source.name });
  if (entry.uncompressedSize > MAX_IMAGE_BYTES) {
    return msg('admin.import.image.tooLarge', { name: source.name });
  }
  return null;
}

/** 'cdn.example.com' allows that host; '.example.com' allows every host under it. */
export function hostAllowed(url: URL, allowedHosts: string[]): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed,
  );
}

async function readLimited(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw new Error('too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The picture's bytes; every redirect must stay on an allowed host. */
export async function fetchPicture(url: URL, allowedHosts: string[]): Promise<Buffer> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!hostAllowed(target, allowedHosts)) throw new Error('host not allowed');
    const response = await fetch(target, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      target = new URL(location, target);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`status ${response.status}`);
    }
    return readLimited(response);
  }
  throw new Error('too many redirects');
}
