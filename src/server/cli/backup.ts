/** `npm run db:backup`: one backup file in BACKUP_DIR, whether the shop is running or not. */
import { runBackupCommand } from '../backups/backup-command';
import { DataDirBusyError } from '../backups/data-dir-holder';
import { ConfigError, loadToolConfig } from '../config';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const outcome = await runBackupCommand(loadToolConfig());
  console.warn(
    `Backup written by ${outcome.takenBy}: ${outcome.file} (${megabytes(outcome.sizeBytes)})`,
  );
  for (const note of outcome.notes) console.warn(`Note: ${note}`);
  console.warn(`To restore it, stop the shop and run: npm run db:restore ${outcome.file}`);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirBusyError;
  console.error(known ? error.message : error);
  process.exit(1);
}
