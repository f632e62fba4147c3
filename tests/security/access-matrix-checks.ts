/**
 * The access matrix's checks on each answer: did a refusal change a customer's data, and did an
 * answer show someone data that is not theirs.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type ActorName, isStaffActor, type World } from './access-matrix-world';

/** Everything a customer keeps that is theirs alone, as one string per table. */
export async function fingerprint(w: World): Promise<string> {
  const ids = [w.owned.A.shopper.userId, w.owned.B.shopper.userId];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const queries = [
    sql`SELECT id, status, payment_status FROM orders WHERE user_id IN (${list}) ORDER BY id`,
    sql`SELECT user_id, product_id, quantity FROM cart_items WHERE user_id IN (${list}) ORDER BY 1, 2`,
    sql`SELECT user_id, product_id FROM wishlist_items WHERE user_id IN (${list}) ORDER BY 1, 2`,
    sql`SELECT id, rating, title FROM reviews WHERE user_id IN (${list}) ORDER BY id`,
    sql`SELECT user_id, role, phone, address, locale FROM profiles WHERE user_id IN (${list}) ORDER BY 1`,
    sql`SELECT id, email FROM users WHERE id IN (${list}) ORDER BY id`,
    sql`SELECT id, address, is_default FROM addresses WHERE user_id IN (${list}) ORDER BY id`,
  ];
  const results = await Promise.all(queries.map((query) => w.t.db.execute(query)));
  return JSON.stringify(results.map((result) => result.rows));
}

const ERROR_KEYS = ['statusCode', 'error', 'message', 'code'];

/** Private strings of customers other than the asker (admins may see everyone's). */
function secretsHiddenFrom(w: World, actor: ActorName): string[] {
  if (isStaffActor(actor)) return [];
  return (['A', 'B'] as const)
    .filter((owner) => owner !== actor)
    .flatMap((o) => w.owned[o].secrets);
}

/**
 * What an answer gives away that it must not: a refusal, any customer's private strings or a
 * field beyond the error's; an answer to a customer or visitor, another customer's.
 */
export function leaks(w: World, actor: ActorName, response: LightMyRequestResponse): string[] {
  const refused = response.statusCode >= 400;
  const secrets = refused
    ? [...w.owned.A.secrets, ...w.owned.B.secrets]
    : secretsHiddenFrom(w, actor);
  const found = secrets.filter((secret) => response.body.includes(secret));
  if (refused && response.body !== '') {
    const keys = Object.keys(response.json() as object);
    found.push(...keys.filter((key) => !ERROR_KEYS.includes(key)).map((key) => `field "${key}"`));
  }
  return found;
}
