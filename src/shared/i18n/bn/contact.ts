import type { contact as en } from '../en/contact';

export const contact: Record<keyof typeof en, string> = {};
