/** Test helpers for the catalogue import: a multipart upload of a CSV (and ZIP), a tiny ZIP. */
import { randomUUID } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../test/auth-helpers';

/** A ZIP of the given files (deflated), as any archiver writes one. */
export function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function importBody(csv: string, zip?: Buffer) {
  const boundary = `----sajghor${randomUUID()}`;
  const part = (field: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    part('csv', 'products.csv', 'text/csv', Buffer.from(csv, 'utf8')),
    ...(zip ? [part('images', 'pictures.zip', 'application/zip', zip)] : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendImport(
  app: FastifyInstance,
  cookie: string | undefined,
  url: '/api/admin/products/import/check' | '/api/admin/products/import',
  csv: string,
  zip?: Buffer,
) {
  const body = importBody(csv, zip);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      origin: originOf(app),
      'content-type': body.contentType,
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** The NDJSON lines of an apply answer. */
export function importLines(body: string): { type: string; [key: string]: unknown }[] {
  return body
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
