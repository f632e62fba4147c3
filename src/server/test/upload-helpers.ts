/** Helpers for upload tests: a multipart body as a browser sends it, and a small real image. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { originOf } from './auth-helpers';

export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----sajghor${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadAs(
  app: FastifyInstance,
  cookie: string | undefined,
  url: string,
  file: { field: string; bytes: Buffer; type?: string; name?: string },
) {
  const body = multipartBody(
    file.field,
    file.name ?? 'picture.png',
    file.type ?? 'image/png',
    file.bytes,
  );
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

export function smallPng() {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } },
  })
    .png()
    .toBuffer();
}
