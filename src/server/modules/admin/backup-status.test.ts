/** The dashboard's backup line: what the server says about the last backup, admins only. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backups } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp({ backups: { dir: '/nonexistent', everyHours: 6, keep: 7 } });
  admin = await createAdmin(t.app, t.db);
});
beforeEach(async () => {
  await t.db.delete(backups);
});
afterAll(() => t.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const status = async () => {
  const answer = await injectAs(t.app, admin, 'GET', '/api/admin/backup-status');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const finished = (hours: number, values: Partial<typeof backups.$inferInsert> = {}) => ({
  fileName: `sajghor-backup-${hours}.tar.gz`,
  takenBy: 'shop-1',
  startedAt: hoursAgo(hours),
  finishedAt: hoursAgo(hours),
  sizeBytes: 12_345_678,
  ...values,
});

describe('GET /api/admin/backup-status', () => {
  it('warns when there is no backup yet', async () => {
    expect(await status()).toEqual({
      last: null,
      warning: 'none',
      lastError: null,
      everyHours: 6,
      keep: 7,
    });
  });

  it('shows the last backup, with no warning within a day', async () => {
    await t.db.insert(backups).values([finished(30), finished(2)]);
    const answer = await status();
    expect(answer.warning).toBeNull();
    expect(answer.last).toMatchObject({
      fileName: 'sajghor-backup-2.tar.gz',
      sizeBytes: 12_345_678,
    });
    expect(new Date(answer.last.finishedAt).getTime()).toBeCloseTo(hoursAgo(2).getTime(), -4);
  });

  it('warns when the last backup is older than a day', async () => {
    await t.db
      .insert(backups)
      .values([finished(25), { ...finished(0), finishedAt: null, sizeBytes: null }]);
    expect((await status()).warning).toBe('stale');
  });

  it('warns when the latest attempt failed, naming why', async () => {
    await t.db
      .insert(backups)
      .values([finished(3), finished(1, { sizeBytes: null, error: 'disk full' })]);
    const answer = await status();
    expect(answer).toMatchObject({ warning: 'failed', lastError: 'disk full' });
    expect(answer.last.fileName).toBe('sajghor-backup-3.tar.gz');
  });

  it('is for admins only', async () => {
    const shopper = await createShopper(t.app);
    expect((await injectAs(t.app, shopper, 'GET', '/api/admin/backup-status')).statusCode).toBe(
      403,
    );
    expect((await injectAs(t.app, undefined, 'GET', '/api/admin/backup-status')).statusCode).toBe(
      401,
    );
  });
});
