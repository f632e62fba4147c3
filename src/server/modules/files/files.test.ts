import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closestStoredWidth } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stored pictures', () => {
  it('serve the widest stored copy up to the width asked for', () => {
    expect(closestStoredWidth([320, 640, 960], 640)).toBe(640);
    expect(closestStoredWidth([320], 960)).toBe(320);
    expect(closestStoredWidth([320, 640], 960)).toBe(640);
    expect(closestStoredWidth([640], 320)).toBe(640);
    expect(closestStoredWidth([], 320)).toBeUndefined();
  });

  it('answer a seeded picture at every shop width and refuse other widths', async () => {
    const [file] = await t.db.select().from(storedFiles).limit(1);
    for (const width of [320, 640, 960]) {
      const response = await t.app.inject(`/files/${file?.id}/${width}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
    expect((await t.app.inject(`/files/${file?.id}/500.webp`)).statusCode).toBe(404);
    const unknown = await t.app.inject('/files/00000000-0000-4000-8000-000000000000/320.webp');
    expect(unknown.statusCode).toBe(404);
  });
});
