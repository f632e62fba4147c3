import type { mail as en } from '../en/mail';

export const mail: Record<keyof typeof en, string> = {};
