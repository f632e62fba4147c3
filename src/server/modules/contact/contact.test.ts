import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  subject: 'Order question',
  message: 'When will my lipstick arrive?',
};

async function storedCount() {
  const [row] = await t.db.select({ total: count() }).from(contactMessages);
  return row?.total ?? 0;
}

describe('POST /api/contact', () => {
  it('stores the message for the admins', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(response.json()).toEqual({ id: stored?.id });
    expect(stored).toMatchObject({ ...valid, handledAt: null });
  });

  it('trims what people type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, name: '  Farhana  ', email: ' farhana@example.com ' },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
    expect(stored?.name).toBe('Farhana');
    expect(stored?.email).toBe('farhana@example.com');
  });

  it.each([
    [{ ...valid, name: '' }, 'name: Name is required'],
    [{ ...valid, name: '   ' }, 'name: Name is required'],
    [{ ...valid, email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ ...valid, subject: undefined }, 'subject: Subject is required'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
    [{ ...valid, name: 42 }, 'name: Name is required'],
  ])('refuses %o with a message and stores nothing', async (payload, message) => {
    const before = await storedCount();
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(response.statusCode).toBe(400);
  });
});
