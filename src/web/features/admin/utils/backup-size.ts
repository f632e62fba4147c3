/** A backup's size for the dashboard: megabytes with one decimal, kilobytes under 0.1 MB. */
export function backupSize(bytes: number): { unit: 'mb' | 'kb'; size: number } {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes >= 0.1) return { unit: 'mb', size: Math.round(megabytes * 10) / 10 };
  return { unit: 'kb', size: Math.max(1, Math.round(bytes / 1024)) };
}
