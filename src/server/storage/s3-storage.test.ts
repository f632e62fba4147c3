import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/fixtures/accounts';
import { smallPng, uploadAs } from '../test/fixtures/uploads';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { s3Storage } from './s3-storage';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('S3 storage', () => {
  it('keeps, returns and removes bytes under a key', async () => {
    const storage = s3Storage(s3.settings);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put('images/a1/320.webp', bytes);
    await storage.put('images/a1/640.webp', Buffer.from('wider'));
    await storage.put('images/b2/320.webp', Buffer.from('another picture'));

    expect(await storage.get('images/a1/320.webp')).toEqual(bytes);
    expect(await storage.get('images/a1/960.webp')).toBeNull();

    await storage.remove('images/a1/');
    expect(await storage.get('images/a1/320.webp')).toBeNull();
    expect(await storage.get('images/a1/640.webp')).toBeNull();
    expect(await storage.get('images/b2/320.webp')).toEqual(Buffer.from('another picture'));
  });

  // s3rver checks the key id but not the V4 signature itself; the shop is signed by aws4fetch.
  it('reports a refusal by the service as an error', async () => {
    const storage = s3Storage({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put('images/c3/320.webp', Buffer.from('x'))).rejects.toThrow(
      /S3 put failed: 403 InvalidAccessKeyId/,
    );
  });

  it('refuses keys that could leave the bucket folder', async () => {
    const storage = s3Storage(s3.settings);
    await expect(storage.get('../secrets')).rejects.toThrow('Unsafe storage key');
  });
});

describe('the shop with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ s3: s3.settings });
  });
  afterAll(() => t.close());

  it('stores an uploaded picture in the bucket, not on the server, and serves it', async () => {
    const admin = await createAdmin(t.app, t.db);

    const uploaded = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
      field: 'image',
      bytes: await smallPng(),
    });
    expect(uploaded.statusCode).toBe(201);
    const { image } = uploaded.json() as { image: string };
    const id = image.replace('/files/', '');

    const served = await t.app.inject(`/files/${id}/320.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const inBucket = await s3Storage(s3.settings).get(`images/${id}/320.webp`);
    expect(served.rawPayload).toEqual(inBucket);
    expect(existsSync(path.join(t.config.dataDir, 'files', 'images', id))).toBe(false);
  });
});
