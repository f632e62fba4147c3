/**
 * Every page while the database is down (503, Retry-After): never a 404 that would make a search
 * engine drop a real product. No scripts: the app could do nothing without its answers.
 */
import type { Translator } from '#shared/i18n/translator';
import { escapeHtml } from './head-tags';

export function unavailablePageBody(shopName: string, retryPath: string, { t }: Translator) {
  return `<main class="mx-auto max-w-md px-4 py-16 text-center text-stone-900">
  <p class="text-2xl font-semibold text-rose-700">${escapeHtml(shopName)}</p>
  <h1 class="mt-8 text-xl font-semibold">${escapeHtml(t('unavailable.title'))}</h1>
  <p class="mt-3 text-stone-600">${escapeHtml(t('unavailable.text'))}</p>
  <a class="mt-8 inline-flex h-10 items-center rounded-md bg-rose-700 px-4 text-sm font-medium text-white hover:bg-rose-800" href="${escapeHtml(retryPath)}">${escapeHtml(t('unavailable.retry'))}</a>
</main>`;
}
