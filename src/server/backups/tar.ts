/**
 * Just enough of the tar format (POSIX ustar) for backups: regular files only, so an owner can
 * still open a backup with `tar xzf` while the shop needs no archive package. Sizes over 8 GB use
 * GNU's base-256 size field, which GNU tar and bsdtar read.
 */

const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export class TarFormatError extends Error {}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> | Buffer };

function writeText(header: Buffer, offset: number, length: number, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`Name too long for tar: ${text}`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function writeSize(header: Buffer, size: number) {
  if (size <= MAX_OCTAL_SIZE) return writeOctal(header, 124, 12, size);
  header[124] = 0x80;
  header.writeBigUInt64BE(BigInt(size), 124 + 4);
}

/** ustar names are 100 bytes, or a 155-byte prefix and a 100-byte name split at a slash. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  const cut = name.lastIndexOf('/', name.length - 1);
  const prefix = name.slice(0, cut);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new TarFormatError(`Name too long for tar: ${name}`);
  }
  return { prefix, rest };
}

function headerFor(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, rest } = splitName(name);
  writeText(header, 0, 100, rest);
  writeOctal(header, 100, 8, 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, size);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  writeText(header, 345, 155, prefix);
  header.fill(' ', 148, 156);
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    sum += index >= 148 && index < 156 ? 32 : (header[index] ?? 0);
  }
  return sum;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes, entry by entry; a body that is not exactly `size` bytes is an error. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  const mtime = new Date();
  for await (const entry of entries) {
    yield headerFor(entry.name, entry.size, mtime);
    let written = 0;
    for await (const chunk of Buffer.isBuffer(entry.body) ? [entry.body] : entry.body) {
      written += chunk.length;
      yield chunk;
    }
    if (written !== entry.size) {
      throw new TarFormatError(`${entry.name} changed while it was archived`);
    }
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted) {
      const next = await this.source.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  /** Up to `most` bytes (at least one), or null at the end. */
  async some(most: number): Promise<Buffer | null> {
    if (!(await this.fill(1))) return null;
    const joined = Buffer.concat(this.buffered);
    const taken = joined.subarray(0, most);
    this.buffered = taken.length < joined.length ? [joined.subarray(taken.length)] : [];
    this.length = joined.length - taken.length;
    return taken;
  }

  async exactly(count: number): Promise<Buffer> {
    if (!(await this.fill(count))) throw new TarFormatError('The archive ends in the middle');
    const joined = Buffer.concat(this.buffered);
    this.buffered = [joined.subarray(count)];
    this.length = joined.length - count;
    return joined.subarray(0, count);
  }
}

function readText(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(header: Buffer): number {
  if ((header[124] ?? 0) & 0x80) return Number(header.readBigUInt64BE(124 + 4));
  return Number.parseInt(readText(header, 124, 12).trim() || '0', 8);
}

export type TarReadEntry = { name: string; size: number; body: AsyncGenerator<Buffer> };

/** Each body must be read to its end before the next entry; damage throws TarFormatError. */
export async function* readTar(chunks: AsyncIterable<Buffer>): AsyncGenerator<TarReadEntry> {
  const reader = new ByteReader(chunks[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) {
      // Read to the very end, so gzip checks its CRC: damaged bytes can pass for an early end.
      while (await reader.some(65_536));
      return;
    }
    const stored = Number.parseInt(readText(header, 148, 8).trim(), 8);
    if (stored !== checksumOf(header)) throw new TarFormatError('A header is damaged');
    const prefix = readText(header, 345, 155);
    const name = prefix ? `${prefix}/${readText(header, 0, 100)}` : readText(header, 0, 100);
    const size = readSize(header);
    const type = readText(header, 156, 1);
    if (type !== '0' && type !== '') throw new TarFormatError(`${name} is not a plain file`);
    let left = size;
    const nextChunk = async () => {
      const chunk = await reader.some(left);
      if (!chunk) throw new TarFormatError('The archive ends in the middle');
      left -= chunk.length;
      return chunk;
    };
    async function* body() {
      while (left > 0) yield await nextChunk();
    }
    yield { name, size, body: body() };
    // Whatever the caller left unread is skipped, then the padding to the next block.
    while (left > 0) await nextChunk();
    await reader.exactly((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
