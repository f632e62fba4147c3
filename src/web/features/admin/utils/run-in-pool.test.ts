import { describe, expect, it } from 'vitest';
import { runInPool } from './run-in-pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runInPool', () => {
  it('never runs more than the limit at once, and keeps the items order in its results', async () => {
    let running = 0;
    let most = 0;
    const settled: number[] = [];
    const results = await runInPool(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        if (n === 4) throw new Error('refused');
        return n * 10;
      },
      (_result, index) => settled.push(index),
    );
    expect(most).toBe(3);
    expect(settled.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => (result.ok ? result.value : 'failed'))).toEqual([
      10,
      20,
      30,
      'failed',
      50,
      60,
      70,
    ]);
  });

  it('does nothing with no items', async () => {
    expect(await runInPool([], 3, async () => 1)).toEqual([]);
  });
});
