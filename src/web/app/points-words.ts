/**
 * The points and store credit words (#shared/i18n/{en,bn}/points): for Account → Points & credit
 * and checkout's "use points" and "use store credit" boxes, which load them with their code. Not
 * in area-words.ts, which every first load carries.
 */
import type { MessageLoaders } from '../lib/i18n';

export const POINTS_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/points').then((m) => m.pointsMessages),
  bn: () => import('#shared/i18n/bn/points').then((m) => m.pointsMessages),
};
