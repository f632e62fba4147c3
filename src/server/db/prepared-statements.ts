/**
 * Statements with parameters are prepared once per connection (docs/decisions/028): the shop's
 * short statements cost more to parse and plan than to run, and Drizzle names none. Past
 * MAX_PREPARED_PER_CONNECTION texts run unnamed. A generic plan (after five runs) suits a read by
 * id, not a filtered list (docs/decisions/029): a statement holding PLAN_EACH_RUN runs unnamed.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';

export const MAX_PREPARED_PER_CONNECTION = 500;

const PLAN_EACH_RUN_MARK = '/* plan each run */';

/** A condition that is always true and keeps its statement from being prepared. */
export const PLAN_EACH_RUN = sql.raw(`TRUE ${PLAN_EACH_RUN_MARK}`);

type QueryConfig = { text: string; values?: unknown[]; name?: string };

function hasParameters(config: QueryConfig, values: unknown): boolean {
  const given = Array.isArray(values) ? values : config.values;
  return Array.isArray(given) && given.length > 0;
}

export class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  private nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_PREPARED_PER_CONNECTION) return known;
    const name = `sajghor_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Client#query, passed through
  override query(...args: any[]): any {
    const [first, values] = args;
    // A submittable (a cursor, a stream) keeps its own protocol: it is passed through untouched.
    const plain = typeof first?.text === 'string' && typeof first.submit !== 'function';
    const config: QueryConfig | null =
      typeof first === 'string' ? { text: first } : plain ? first : null;
    // A statement with parameters only: those go by the extended protocol anyway, while a text
    // without them may hold several statements (migrations, BEGIN), which cannot be prepared.
    if (
      config &&
      !config.name &&
      hasParameters(config, values) &&
      !config.text.includes(PLAN_EACH_RUN_MARK)
    ) {
      const name = this.nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (super.query as (...a: any[]) => any)(...args);
  }
}
