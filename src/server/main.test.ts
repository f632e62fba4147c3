import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('start-up with a wrong setting', () => {
  it('stops with one line naming the setting and what it expects', () => {
    const result = spawnSync('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/tmp/sajghor-never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'));
    expect(lines).toEqual([
      "Invalid setting PORT: expects a port number from 0 to 65535 (got 'abc')",
    ]);
  });
});
