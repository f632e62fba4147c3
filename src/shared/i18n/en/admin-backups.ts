/** The dashboard's backup card (issue 23, docs/decisions/026; part of the admin catalogue). */
export const adminBackupMessages = {
  'admin.backups.last': 'Last backup',
  'admin.backups.size': 'Size: {size}',
  'admin.backups.sizeMb': '{size} MB',
  'admin.backups.sizeKb': '{size} KB',
  'admin.backups.file': '{file} on {machine}',
  'admin.backups.none': 'None yet',
  'admin.backups.warning.none':
    'No backup yet. Run npm run db:backup on the server, or set BACKUP_EVERY_HOURS.',
  'admin.backups.warning.stale': 'The last backup is more than a day old.',
  'admin.backups.warning.failed': 'The latest backup failed: {error}',
  'admin.backups.schedule':
    'The shop backs itself up every {hours} hours and keeps the last {keep}.',
  'admin.backups.noSchedule':
    'No scheduled backups: set BACKUP_EVERY_HOURS for the shop to take them itself.',
  'admin.backups.loadFailed': 'Could not load the backup status',
};
