/** What goes with each page (head, API answers, chunks, words), decided by #shared/routes. */
import type { FastifyInstance } from 'fastify';
import type { ProductCategory } from '#shared/catalog';
import type { Translator } from '#shared/i18n/translator';
import {
  type AppRouteMatch,
  matchAppRoute,
  NOT_FOUND_PAGE,
  type PageFacts,
  pageFacts,
} from '#shared/routes';
import { homePlan, listPlan, productPlan } from './catalogue-plans';
import type { PageHead } from './head-tags';
import { baseHead, type PageContext } from './page-head';

export type PagePlan = {
  status: number;
  head: PageHead;
  prefetched: Record<string, unknown>;
  /** Vite manifest keys; `{language}` stands for the reader's language in a catalogue's path. */
  chunks: string[];
  /** Sent rendered (src/web/entry-server.tsx), so a phone paints it before any script runs. */
  rendered: boolean;
};

/** A page the browser renders itself: its head, and noindex when it is someone's own. */
function plainPlan(ctx: PageContext, facts: PageFacts, status = 200): PagePlan {
  const head = baseHead(ctx, facts.title && ctx.t(facts.title));
  if (facts.private || status === 404) head.noindex = true;
  return { status, head, prefetched: {}, chunks: [], rendered: false };
}

const notFoundPlan = (ctx: PageContext) => plainPlan(ctx, NOT_FOUND_PAGE, 404);

function catalogueListPlan(ctx: PageContext, { pattern, params }: AppRouteMatch) {
  if (pattern === '/makeup' || pattern === '/skincare') {
    return listPlan(ctx, undefined, pattern.slice(1) as ProductCategory);
  }
  return listPlan(ctx, params.category, undefined);
}

async function planFor(ctx: PageContext, match: AppRouteMatch | null): Promise<PagePlan> {
  if (!match) return notFoundPlan(ctx);
  const facts = pageFacts(match.pattern);
  switch (match.pattern) {
    case '/':
      return homePlan(ctx);
    case '/product/:id':
      return (await productPlan(ctx, match.params.id ?? '')) ?? notFoundPlan(ctx);
    case '/products':
    case '/collections':
    case '/products/:category':
    case '/collections/:category':
    case '/makeup':
    case '/skincare':
      return catalogueListPlan(ctx, match);
    default:
      return plainPlan(ctx, facts);
  }
}

function chunksOf(facts: PageFacts): string[] {
  const chunks = facts.module ? [facts.module] : [];
  if (facts.area) chunks.push(`src/shared/i18n/{language}/${facts.area}.ts`);
  return chunks;
}

export async function planPage(
  app: FastifyInstance,
  url: URL,
  { t, money }: Translator,
): Promise<PagePlan> {
  const match = matchAppRoute(url.pathname);
  const plan = await planFor({ app, url, t, money }, match);
  const facts = plan.status === 404 || !match ? NOT_FOUND_PAGE : pageFacts(match.pattern);
  return { ...plan, chunks: [...plan.chunks, ...chunksOf(facts)] };
}
