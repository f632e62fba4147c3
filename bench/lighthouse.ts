/**
 * Lighthouse 12 on the storefront's first screens (docs/decisions/009-server-rendering.md): home,
 * /products and /product/1 in Debian's Chromium, mobile, with Lighthouse's simulated throttling:
 * its default Slow 4G + 4x CPU, and again at Regular 3G. One run is noisy (CPU shared with other
 * work), so each page × profile runs several times and reports the median and the spread. The
 * performance category alone: the others do not feed the aims and cost time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import chromiumArgs from '../e2e/support/chromium-args.json';

export const LIGHTHOUSE_PAGES = ['/', '/products', '/product/1'] as const;

export const THROTTLING_PROFILES = {
  'slow-4g': { label: 'Slow 4G', settings: throttling.mobileSlow4G, lcpAimMs: 1500 },
  'regular-3g': { label: 'Regular 3G', settings: throttling.mobileRegular3G, lcpAimMs: 3000 },
} as const;

export type ThrottlingProfile = keyof typeof THROTTLING_PROFILES;

export const LIGHTHOUSE_SCORE_AIM = 98;

type RunFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * Lighthouse's own measure of how fast the host ran a fixed workload at that moment (higher is
   * faster). Simulated throttling multiplies the CPU time it observed, so a host busy with other
   * work gives a lower index and slower LCP and TBT: the spread of this says how fair the run was.
   */
  benchmarkIndex: number;
};
type Spread = { min: number; max: number };

export type LighthouseRow = {
  page: string;
  profile: ThrottlingProfile;
  runs: number;
  median: RunFigures;
  spread: { [K in keyof RunFigures]: Spread };
  lcpElement: string | null;
  aims: { score: number; lcpMs: number };
  withinAims: boolean;
};

export type LighthouseOptions = {
  runs?: number;
  /** Where one full report per page × profile (the median-score run) is written; none if unset. */
  reportDir?: string;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function spreadOf(values: number[]): Spread {
  return { min: Math.min(...values), max: Math.max(...values) };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function figuresOf(result: LighthouseResult): RunFigures {
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalUrl}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  // A null score means Lighthouse could not compute one (e.g. no paint): a failure, not a zero.
  if (score === null || score === undefined)
    throw new Error(`Lighthouse gave no performance score for ${lhr.finalUrl}`);
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The LCP element as Lighthouse saw it (a selector or snippet): where to look when LCP misses. */
function lcpElementOf(result: LighthouseResult): string | null {
  const details = result.lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

function reportName(page: string, profile: ThrottlingProfile) {
  const slug = page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '-');
  return `lighthouse-${slug}-${profile}.json`;
}

/**
 * One Lighthouse run. Now and then Chromium's trace lacks the navigation start (NO_NAVSTART,
 * "please run Lighthouse again"): such a run is repeated, up to twice, and said so on stderr.
 */
async function runOnce(port: number, url: string, profile: ThrottlingProfile) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      throttling: THROTTLING_PROFILES[profile].settings,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure && attempt < 3) {
      console.error(`[lighthouse] ${url} (${profile}): ${failure.code}, running it again`);
      continue;
    }
    return { figures: figuresOf(result), result };
  }
}

export async function measureLighthouse(
  baseUrl: string,
  { runs = 5, reportDir }: LighthouseOptions = {},
): Promise<LighthouseRow[]> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const collected = new Map<string, { figures: RunFigures; result: LighthouseResult }[]>();
  const cells = LIGHTHOUSE_PAGES.flatMap((page) =>
    (Object.keys(THROTTLING_PROFILES) as ThrottlingProfile[]).map((profile) => ({ page, profile })),
  );
  try {
    // Rounds rather than five in a row: a burst of load from elsewhere then touches one run of
    // every cell instead of every run of one cell, and the median absorbs it.
    for (let round = 0; round < runs; round++) {
      for (const { page, profile } of cells) {
        const key = `${page} ${profile}`;
        const list = collected.get(key) ?? [];
        list.push(await runOnce(chrome.port, baseUrl + page, profile));
        collected.set(key, list);
      }
    }
  } finally {
    chrome.kill();
  }

  return cells.map(({ page, profile }) => {
    const list = collected.get(`${page} ${profile}`) ?? [];
    const pick = (name: keyof RunFigures) => list.map((run) => run.figures[name]);
    const medianFigures: RunFigures = {
      score: median(pick('score')),
      lcpMs: Math.round(median(pick('lcpMs'))),
      tbtMs: Math.round(median(pick('tbtMs'))),
      cls: Math.round(median(pick('cls')) * 1000) / 1000,
      fcpMs: Math.round(median(pick('fcpMs'))),
      benchmarkIndex: Math.round(median(pick('benchmarkIndex'))),
    };
    // The run whose score is nearest the median stands for the cell in the saved report.
    const representative = [...list].sort(
      (a, b) =>
        Math.abs(a.figures.score - medianFigures.score) -
        Math.abs(b.figures.score - medianFigures.score),
    )[0];
    if (reportDir && representative) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(
        path.join(reportDir, reportName(page, profile)),
        JSON.stringify(representative.result.lhr, null, 1),
      );
    }
    const aims = { score: LIGHTHOUSE_SCORE_AIM, lcpMs: THROTTLING_PROFILES[profile].lcpAimMs };
    return {
      page,
      profile,
      runs: list.length,
      median: medianFigures,
      spread: {
        score: spreadOf(pick('score')),
        lcpMs: spreadOf(pick('lcpMs').map(Math.round)),
        tbtMs: spreadOf(pick('tbtMs').map(Math.round)),
        cls: spreadOf(pick('cls').map((cls) => Math.round(cls * 1000) / 1000)),
        fcpMs: spreadOf(pick('fcpMs').map(Math.round)),
        benchmarkIndex: spreadOf(pick('benchmarkIndex')),
      },
      lcpElement: representative ? lcpElementOf(representative.result) : null,
      aims,
      withinAims: medianFigures.score >= aims.score && medianFigures.lcpMs <= aims.lcpMs,
    };
  });
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const range = ({ min, max }: Spread) => (min === max ? `${min}` : `${min}–${max}`);
  const header = `page (Lighthouse 12, mobile, median) | throttling | score ≥${LIGHTHOUSE_SCORE_AIM} | LCP ms (aim) | TBT ms | CLS | FCP ms | spread: score; LCP; TBT | host index | runs |`;
  const lines = rows.map((row) =>
    [
      row.page,
      THROTTLING_PROFILES[row.profile].label,
      row.median.score,
      `${row.median.lcpMs} (≤${row.aims.lcpMs})`,
      row.median.tbtMs,
      row.median.cls,
      row.median.fcpMs,
      `${range(row.spread.score)}; ${range(row.spread.lcpMs)}; ${range(row.spread.tbtMs)}`,
      range(row.spread.benchmarkIndex),
      row.runs,
      row.withinAims ? 'PASS' : 'MISS',
    ].join(' | '),
  );
  return [header, ...lines].join('\n');
}
