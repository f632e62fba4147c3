/**
 * Runs `task` over every item with at most `limit` running at once, in the items' order, and
 * reports each as it ends. A task's failure is its result, not the pool's: the others go on.
 */
export type PoolResult<Item, Value> =
  | { item: Item; ok: true; value: Value }
  | { item: Item; ok: false; error: unknown };

export async function runInPool<Item, Value>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Value>,
  onSettled: (result: PoolResult<Item, Value>, index: number) => void = () => {},
): Promise<PoolResult<Item, Value>[]> {
  const results: PoolResult<Item, Value>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as Item;
      let result: PoolResult<Item, Value>;
      try {
        result = { item, ok: true, value: await task(item) };
      } catch (error) {
        result = { item, ok: false, error };
      }
      results[index] = result;
      onSettled(result, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
