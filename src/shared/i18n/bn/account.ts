import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {};
