/** Read by every search from the table itself, so a change reaches every server's next search. */
import { asc, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { Synonym, SynonymInput } from '#shared/schemas/search-admin';
import type { Database, Transaction } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';

type SynonymRow = typeof searchSynonyms.$inferSelect;

const toSynonym = (row: SynonymRow): Synonym => ({
  id: row.id,
  words: row.words,
  oneWay: row.oneWay,
  updatedAt: row.updatedAt.toISOString(),
});

/** Each word as search cuts it; a word with nothing to search by, or said twice, is refused. */
async function keysOf(db: Database | Transaction, words: string[]): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    SELECT array_to_string(shop_tokens(w.word), ' ') AS key
    FROM json_array_elements_text(${JSON.stringify(words)}::json) WITH ORDINALITY AS w(word, n)
    ORDER BY w.n`);
  const keys = result.rows.map((row) => row.key);
  keys.forEach((key, index) => {
    const word = words[index] ?? '';
    if (key === '') throw new HttpError(400, msg('validation.synonym.noWords', { word }));
    if (keys.indexOf(key) !== index) {
      throw new HttpError(400, msg('validation.synonym.repeated', { word }));
    }
  });
  return keys;
}

const cleaned = (input: SynonymInput) => ({
  words: input.words.map((word) => word.trim().replace(/\s+/g, ' ')),
  oneWay: input.oneWay ?? false,
});

export async function listSynonyms(db: Database): Promise<Synonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map(toSynonym);
}

export async function createSynonym(db: Database, input: SynonymInput): Promise<Synonym> {
  const { words, oneWay } = cleaned(input);
  return db.transaction(async (tx) => {
    const keys = await keysOf(tx, words);
    const [row] = await tx.insert(searchSynonyms).values({ words, keys, oneWay }).returning();
    if (!row) throw new Error('The synonym was not written');
    await recordAudit(tx, {
      action: 'create',
      entity: 'search_synonym',
      entityId: row.id,
      after: { words, oneWay },
    });
    return toSynonym(row);
  });
}

export async function updateSynonym(
  db: Database,
  id: number,
  input: SynonymInput,
): Promise<Synonym> {
  const { words, oneWay } = cleaned(input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(searchSynonyms)
      .where(eq(searchSynonyms.id, id))
      .for('update');
    if (!before) throw new HttpError(404, msg('errors.synonym.notFound'));
    const keys = await keysOf(tx, words);
    const [row] = await tx
      .update(searchSynonyms)
      .set({ words, keys, oneWay })
      .where(eq(searchSynonyms.id, id))
      .returning();
    if (!row) throw new HttpError(404, msg('errors.synonym.notFound'));
    await recordAudit(tx, {
      action: 'update',
      entity: 'search_synonym',
      entityId: id,
      before: { words: before.words, oneWay: before.oneWay },
      after: { words, oneWay },
    });
    return toSynonym(row);
  });
}

export async function deleteSynonym(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw new HttpError(404, msg('errors.synonym.notFound'));
    await recordAudit(tx, {
      action: 'delete',
      entity: 'search_synonym',
      entityId: id,
      before: { words: row.words, oneWay: row.oneWay },
    });
  });
}

/** The sample shop's: what its kinds are also called here (kajal is a kind of eyeliner). */
export const SAMPLE_SYNONYMS: SynonymInput[] = [
  { words: ['kajal', 'eyeliner'], oneWay: true },
  { words: ['কাজল', 'eyeliner', 'আইলাইনার'], oneWay: true },
  { words: ['kohl', 'eyeliner'], oneWay: true },
  { words: ['moisturiser', 'moisturizer', 'ময়েশ্চারাইজার'] },
  { words: ['body lotion', 'বডি লোশন'] },
  { words: ['face wash', 'facewash', 'ফেসওয়াশ'] },
  { words: ['sunscreen', 'sunblock', 'সানস্ক্রিন'] },
];

export async function seedSynonyms(db: Database | Transaction): Promise<number> {
  for (const input of SAMPLE_SYNONYMS) {
    const { words, oneWay } = cleaned(input);
    await db.insert(searchSynonyms).values({ words, keys: await keysOf(db, words), oneWay });
  }
  return SAMPLE_SYNONYMS.length;
}
