import type { validation as en } from '../en/validation';

export const validation: Record<keyof typeof en, string> = {};
