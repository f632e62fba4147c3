/** Tells a shopper what became of their return, by e-mail and/or SMS as they chose (issue 18). */
import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/i18n/languages';

/**
 * After each step (requested, accepted, refused, on_way_back, received, refunded). Never throws:
 * the step is already saved, and news that cannot go out is logged, not a failed request.
 */
export async function sendReturnNews(
  _app: FastifyInstance,
  _news: { orderId: string; returnId: string; language: Language },
): Promise<void> {
  // Written by the returns-request helper (issue 21): e-mail and SMS per the account's switches.
}
