/**
 * Every statement with parameters is prepared once per connection (docs/decisions/028): the shop's
 * short statements cost more to parse and plan than to run. node-postgres prepares only a query
 * with a `name`, and Drizzle sends none. Past MAX_PREPARED_PER_CONNECTION texts run unnamed, so a
 * connection's prepared statements never grow without bound.
 *
 * After five runs a prepared statement may get a generic plan: fine for a read by id, not for a
 * filtered list (a category page's generic plan sorts every match: docs/decisions/029). A statement
 * holding PLAN_EACH_RUN runs unnamed, planned each time.
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

  /** The name this connection's statement of `text` has, or gets; none once the cap is met. */
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
