import type { errors as en } from '../en/errors';

export const errors: Record<keyof typeof en, string> = {};
