/**
 * `npm run db:restore FILE`: brings a stopped shop back from a backup.
 * `npm run db:restore -- --check FILE` only checks that the file is whole.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirBusyError } from '../backups/data-dir-holder';
import { BackupRefusedError, unpackBackup } from '../backups/read-backup';
import { restoreBackup } from '../backups/restore-backup';
import { ConfigError, loadToolConfig } from '../config';

const USAGE =
  'Usage: npm run db:restore <backup file>   (or: npm run db:restore -- --check <file>)';

async function main(args: string[]) {
  const check = args.includes('--check');
  const files = args.filter((arg) => arg !== '--check');
  const [file] = files;
  if (files.length !== 1 || !file) throw new ConfigError(USAGE);
  if (check) {
    const scratch = await mkdtemp(path.join(tmpdir(), 'sajghor-check-'));
    try {
      const manifest = await unpackBackup(path.resolve(file), path.join(scratch, 'backup'));
      console.warn(
        `${file} is whole: ${manifest.entries.length} entries, taken ${manifest.createdAt}.`,
      );
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    return;
  }
  const config = loadToolConfig();
  const report = await restoreBackup(config, file);
  console.warn(
    `Restored ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} from ${file} (taken ${report.manifest.createdAt}).`,
  );
  if (report.asideDir) {
    console.warn(`What it replaced is in ${report.asideDir}: delete it once the shop runs well.`);
  }
  for (const note of report.notes) console.warn(`Note: ${note}`);
  console.warn('Start the shop again: npm start');
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof BackupRefusedError ||
    error instanceof DataDirBusyError;
  console.error(known ? error.message : error);
  process.exit(1);
}
