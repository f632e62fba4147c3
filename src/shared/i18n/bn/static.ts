import type { staticPages as en } from '../en/static';

export const staticPages: Record<keyof typeof en, string> = {};
