import type { adminBackupMessages as english } from '../en/admin-backups';

/** ড্যাশবোর্ডের ব্যাকআপ কার্ড (ইস্যু ২৩)। */
export const adminBackupMessages: Record<keyof typeof english, string> = {
  'admin.backups.last': 'শেষ ব্যাকআপ',
  'admin.backups.size': 'আকার: {size}',
  'admin.backups.sizeMb': '{size} এমবি',
  'admin.backups.sizeKb': '{size} কেবি',
  'admin.backups.file': '{machine}-এ {file}',
  'admin.backups.none': 'এখনও নেই',
  'admin.backups.warning.none':
    'এখনও কোনো ব্যাকআপ নেই। সার্ভারে npm run db:backup চালান, অথবা BACKUP_EVERY_HOURS সেট করুন।',
  'admin.backups.warning.stale': 'শেষ ব্যাকআপটি এক দিনের বেশি পুরোনো।',
  'admin.backups.warning.failed': 'সর্বশেষ ব্যাকআপ ব্যর্থ হয়েছে: {error}',
  'admin.backups.schedule': 'দোকান প্রতি {hours} ঘণ্টায় নিজেই ব্যাকআপ নেয় এবং শেষ {keep}টি রাখে।',
  'admin.backups.noSchedule':
    'নির্ধারিত ব্যাকআপ নেই: দোকান যেন নিজেই ব্যাকআপ নেয়, সেজন্য BACKUP_EVERY_HOURS সেট করুন।',
  'admin.backups.loadFailed': 'ব্যাকআপের অবস্থা লোড করা যায়নি',
};
