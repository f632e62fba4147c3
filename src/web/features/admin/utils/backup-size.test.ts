import { describe, expect, it } from 'vitest';
import { backupSize } from './backup-size';

describe('backupSize', () => {
  it('shows megabytes with one decimal, small files in kilobytes', () => {
    expect(backupSize(12_345_678)).toEqual({ unit: 'mb', size: 11.8 });
    expect(backupSize(104_858)).toEqual({ unit: 'mb', size: 0.1 });
    expect(backupSize(50_000)).toEqual({ unit: 'kb', size: 49 });
    expect(backupSize(10)).toEqual({ unit: 'kb', size: 1 });
  });
});
