/**
 * Uploads under attack: every upload endpoint refuses files that are not pictures, oversized files
 * and decompression bombs with a 4xx and stores nothing, and keeps a path-traversal name away from
 * the file system; what it does accept is re-encoded, served with its true type and `nosniff`, and
 * a payment screenshot only ever reaches its owner and the admins.
 */
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema';
import {
  createAdmin,
  createShopper,
  type SignedInShopper,
} from '../../src/server/test/fixtures/accounts';
import { multipartBody, smallPng } from '../../src/server/test/fixtures/uploads';
import { createTestApp, originOf, type TestApp } from '../../src/server/test/test-app';

let t: TestApp;
let customer: SignedInShopper;
let otherCustomer: SignedInShopper;
let admin: SignedInShopper;
/** A data folder of this file's own, so "nothing stored" can be read off the storage folder. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sajghor-upload-attacks-'));
const storageDir = path.join(dataDir, 'files');

type Endpoint = { url: string; field: string; uploader: () => SignedInShopper };
const ENDPOINTS: Endpoint[] = [
  { url: '/api/reviews/photos', field: 'photo', uploader: () => customer },
  { url: '/api/orders/payment-proofs', field: 'screenshot', uploader: () => customer },
  { url: '/api/returns/photos', field: 'photo', uploader: () => customer },
  { url: '/api/complaints/photos', field: 'photo', uploader: () => customer },
  { url: '/api/admin/products/images', field: 'image', uploader: () => admin },
];
const LIMIT_BYTES = 5 * 1024 * 1024;

function upload(
  endpoint: Endpoint,
  file: { bytes: Buffer; name: string; type: string },
  who: SignedInShopper = endpoint.uploader(),
) {
  const body = multipartBody(endpoint.field, file.name, file.type, file.bytes);
  return t.app.inject({
    method: 'POST',
    url: endpoint.url,
    payload: body.payload,
    headers: { origin: originOf(t.app), 'content-type': body.contentType, cookie: who.cookie },
  });
}

/** Every file under the storage folder, relative to it. */
async function storedPaths(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function fileRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(storedFiles);
  return row?.n ?? 0;
}

/** Runs `attempt` and checks it left neither a stored_files row nor a file in storage behind. */
async function expectNothingStored(attempt: () => Promise<void>) {
  const rowsBefore = await fileRows();
  const filesBefore = await storedPaths();
  await attempt();
  expect(await fileRows()).toBe(rowsBefore);
  expect(await storedPaths()).toEqual(filesBefore);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real, complete 20000×20000 black PNG (1-bit greyscale): 400 million pixels in a file of a
 * few dozen kilobytes, the classic decompression bomb.
 */
function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(size / 8); // a filter byte, then the pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';
/** The start of a ZIP (a JAR in the original GIFAR) with a marker a re-encode cannot keep. */
const ZIP_TAIL = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('META-INF/MANIFEST.MF GIFAR-PAYLOAD-MARKER'),
]);

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  [customer, otherCustomer, admin] = await Promise.all([
    createShopper(t.app),
    createShopper(t.app),
    createAdmin(t.app, t.db),
  ]);
});
afterAll(() => t.close());

describe.each(ENDPOINTS)('$url refuses what is not a picture', (endpoint) => {
  const elfHeader = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  const fakes = [
    { label: 'an HTML page', bytes: Buffer.from(`<!doctype html>${SCRIPT}`) },
    {
      label: 'an SVG with a script',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    },
    { label: 'an ELF executable', bytes: Buffer.concat([elfHeader, Buffer.alloc(2048, 0x90)]) },
    {
      label: 'a Windows executable (MZ)',
      bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048)]),
    },
  ];

  // The browser-given name and type claim a JPEG; only the bytes count.
  it.each(fakes)('$label renamed .jpg: 400, nothing stored', async ({ bytes }) => {
    await expectNothingStored(async () => {
      const response = await upload(endpoint, { bytes, name: 'holiday.jpg', type: 'image/jpeg' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });
  });

  it('a file one byte over the 5 MB limit: 413, nothing stored', async () => {
    // A real PNG at the front, so only the size can be the reason for refusing it.
    const png = await smallPng();
    const bytes = Buffer.concat([png, Buffer.alloc(LIMIT_BYTES + 1 - png.length)]);
    expect(bytes.length).toBe(LIMIT_BYTES + 1);
    await expectNothingStored(async () => {
      const response = await upload(endpoint, { bytes, name: 'big.png', type: 'image/png' });
      expect(response.statusCode).toBe(413);
    });
  });

  it('a 20000×20000 PNG (decompression bomb): 4xx, nothing stored', async () => {
    const bytes = pngBomb();
    expect(bytes.length).toBeLessThan(LIMIT_BYTES);
    await expectNothingStored(async () => {
      const response = await upload(endpoint, { bytes, name: 'bomb.png', type: 'image/png' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  it.each([
    '../../etc/passwd.jpg',
    '..%2f..%2fetc%2fpasswd.jpg',
    '..\\..\\windows\\win.ini.jpg',
    '/etc/passwd.jpg',
    'photo.jpg\u0000.html',
  ])('a path-traversal name %j never reaches the file system', async (name) => {
    // The client's file name is thrown away (multipart keeps only its last segment, and the
    // server never reads even that): a genuine picture is kept under the server's own id.
    // Refusing such names with a 4xx instead would take multipart's `preservePath`, only to read
    // a name the server has no use for.
    const rowsBefore = await fileRows();
    const response = await upload(endpoint, { bytes: await smallPng(), name, type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const ref = Object.values(response.json())[0] as string;
    expect(ref).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(await fileRows()).toBe(rowsBefore + 1);
    for (const file of await storedPaths()) {
      expect(file).toMatch(/^images\/[0-9a-f-]{36}\/\d+\.webp$/);
    }
    // Nothing was written beside the storage folder either.
    expect((await readdir(dataDir)).sort()).toEqual(['files']);
    expect(response.body).not.toContain('passwd');
  });
});

describe('a polyglot (a real picture with a payload appended) is stored only as a clean re-encode', () => {
  async function polyglots() {
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const gif = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 250, g: 200, b: 0 } },
    })
      .gif()
      .toBuffer();
    return [
      { label: 'JPEG + HTML', bytes: Buffer.concat([jpeg, Buffer.from(SCRIPT)]), marker: SCRIPT },
      {
        label: 'PNG + HTML',
        bytes: Buffer.concat([await smallPng(), Buffer.from(SCRIPT)]),
        marker: SCRIPT,
      },
      {
        label: 'GIF + ZIP (GIFAR)',
        bytes: Buffer.concat([gif, ZIP_TAIL]),
        marker: 'GIFAR-PAYLOAD-MARKER',
      },
    ];
  }

  it.each(ENDPOINTS)('$url', async (endpoint) => {
    for (const polyglot of await polyglots()) {
      const response = await upload(endpoint, {
        bytes: polyglot.bytes,
        name: 'innocent.jpg',
        type: 'image/jpeg',
      });
      // Accepted, because the front of the file is a genuine picture…
      expect(response.statusCode, polyglot.label).toBe(201);
      const ref = Object.values(response.json())[0] as string;
      expect(ref).toMatch(/^\/files\/[0-9a-f-]{36}$/);
      // …but what is kept and served is sharp's WebP of the pixels, without the payload.
      const served = await t.app.inject({
        method: 'GET',
        url: `${ref}/320.webp`,
        headers: { cookie: endpoint.uploader().cookie },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(served.rawPayload.includes(polyglot.marker), polyglot.label).toBe(false);
      expect(served.rawPayload.includes('<script'), polyglot.label).toBe(false);
      // And every copy in the storage folder is such a WebP, under the server's own name.
      const id = ref.split('/').at(-1);
      const copies = (await storedPaths()).filter((file) => file.startsWith(`images/${id}/`));
      expect(copies.length).toBeGreaterThan(0);
      for (const copy of copies) expect(copy).toMatch(/^images\/[0-9a-f-]{36}\/\d+\.webp$/);
    }
  });
});

describe('stored files are served with their true type and nosniff', () => {
  it.each(ENDPOINTS)('$url', async (endpoint) => {
    const response = await upload(endpoint, {
      bytes: await smallPng(),
      name: 'ok.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const ref = Object.values(response.json())[0] as string;
    const served = await t.app.inject({
      method: 'GET',
      url: `${ref}/640.webp`,
      headers: { cookie: endpoint.uploader().cookie },
    });
    expect(served.statusCode).toBe(200);
    // Stored as WebP, whatever the upload claimed to be (a PNG here).
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('payment screenshots reach only their owner and the admins', () => {
  let ref: string;
  beforeAll(async () => {
    const response = await upload(ENDPOINTS[1] as Endpoint, {
      bytes: await smallPng(),
      name: 'bkash.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    ref = response.json().paymentProof;
  });
  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: `${ref}/320.webp`, headers: cookie ? { cookie } : {} });

  it('the owner and an admin see it, privately cached', async () => {
    for (const who of [customer, admin]) {
      const response = await get(who.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^private/);
    }
  });

  it('an anonymous visitor and another customer get a 404 that says nothing', async () => {
    // A private file answers exactly like a missing one, so its existence does not leak.
    for (const response of [await get(), await get(otherCustomer.cookie)]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.rawPayload.includes('RIFF')).toBe(false);
    }
  });

  it('uploading one takes a signed-in customer', async () => {
    const body = multipartBody('screenshot', 'bkash.png', 'image/png', await smallPng());
    await expectNothingStored(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/payment-proofs',
        payload: body.payload,
        headers: { origin: originOf(t.app), 'content-type': body.contentType },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
