/** The performance budgets (DESIGN.md, the server render's), and the checks that list the ones a measurement misses. */
import { MODE_LABEL, type LighthouseMode } from './lighthouseModes';

export const BUDGETS = {
  /** Lighthouse mobile performance score (0-100) on every page type (simulated mode). */
  performance: 95,
  accessibility: 100,
  /** Simulated mode, the pages without a baseline below (product, cart, checkout). */
  lcpMs: 2000,
  /** Simulated mode: how far above its baseline a prerendered page's LCP may be (run-to-run noise). */
  lcpBaselineNoise: 0.05,
  tbtMs: 150,
  cls: 0.02,
  /** JavaScript on the wire (compressed) for a catalogue page. */
  catalogueJsKiB: 100,
  /** The server's p99 on the large catalogue: under this, and within `scaleFactor` of the demo's. */
  p99Ms: 100,
  scaleFactor: 3,
  /** The time the host spends prerendering a page's islands (its Server-Timing `ssr`), p99. */
  ssrP99Ms: 10,
} as const;

/**
 * Devtools mode: each page type's LCP with real throttling (ms), anonymous and as bayi1. The
 * catalogue pages are prerendered and show their main content from the first byte; the cart and
 * checkout wait for the visitor's cart as well.
 */
export const DEVTOOLS_LCP_MS: Readonly<Record<string, number>> = {
  home: 1200,
  category: 1200,
  search: 1200,
  product: 1200,
  cart: 1500,
  checkout: 1500,
};

/**
 * The phone profile (bench/phoneProfile.ts) on every page type: LCP, CLS and the long tasks'
 * blocking time; its JavaScript on the wire may not grow past PHONE_JS_BASELINE_KIB.
 */
export const PHONE_BUDGETS = { lcpMs: 900, cls: 0.02, tbtMs: 150 } as const;

/**
 * Simulated-mode LCP (ms, median of 3) of the prerendered pages, recorded 2026-11-27 from a bench
 * run on main before the server render: the prerendering must not make them worse. They are above the 2.0 s
 * of `lcpMs` already, so for these pages this baseline (plus `lcpBaselineNoise`) is the limit instead.
 */
export const SIMULATED_LCP_BASELINE_MS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  anonymous: { home: 2173, category: 2125, search: 2251 },
  bayi1: { home: 2336, category: 2193, search: 2132 },
};

export interface PageFigures {
  page: string;
  account: string;
  mode: LighthouseMode;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  /** Home, category, search and product pages: the JavaScript budget applies. */
  catalogue: boolean;
}

/** The LCP a page may have in that mode (ms), and where the limit comes from; null: no LCP budget. */
export function lcpLimit(
  mode: LighthouseMode,
  page: string,
  account: string,
): { ms: number; why: string } | null {
  if (mode === 'devtools') {
    const ms = DEVTOOLS_LCP_MS[page];
    return ms === undefined ? null : { ms, why: 'devtools budget' };
  }
  const baseline = SIMULATED_LCP_BASELINE_MS[account]?.[page];
  if (baseline === undefined) return { ms: BUDGETS.lcpMs, why: 'budget' };
  return {
    ms: Math.round(baseline * (1 + BUDGETS.lcpBaselineNoise)),
    why: `baseline ${baseline} ms + ${BUDGETS.lcpBaselineNoise * 100}%`,
  };
}

/**
 * What a page's figures fall short of, in words; empty when every budget is met. The devtools mode
 * is held to its LCP budget only: its other figures are reported, and the score, TBT, CLS and
 * JavaScript budgets stay those of the simulated runs they were set on.
 */
export function pageMisses(f: PageFigures): string[] {
  const misses: string[] = [];
  const where = `${f.page} (${f.account}, ${MODE_LABEL[f.mode]})`;
  const lcp = lcpLimit(f.mode, f.page, f.account);
  // A page Lighthouse found no LCP on fails its budget instead of passing it as NaN.
  if (lcp && !Number.isFinite(f.lcpMs)) misses.push(`${where}: LCP not measured (limit ${lcp.ms} ms)`);
  else if (lcp && f.lcpMs > lcp.ms)
    misses.push(`${where}: LCP ${Math.round(f.lcpMs)} ms > ${lcp.ms} ms (${lcp.why})`);
  if (f.mode !== 'simulate') return misses;
  if (f.performance < BUDGETS.performance)
    misses.push(`${where}: performance ${f.performance} < ${BUDGETS.performance}`);
  if (f.accessibility < BUDGETS.accessibility)
    misses.push(`${where}: accessibility ${f.accessibility} < ${BUDGETS.accessibility}`);
  if (f.tbtMs > BUDGETS.tbtMs) misses.push(`${where}: TBT ${Math.round(f.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (f.cls > BUDGETS.cls) misses.push(`${where}: CLS ${f.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (f.catalogue && f.jsKiB > BUDGETS.catalogueJsKiB)
    misses.push(`${where}: JavaScript ${f.jsKiB.toFixed(1)} KiB > ${BUDGETS.catalogueJsKiB} KiB`);
  return misses;
}

/** The Server-Timing `ssr` entries of one page's answers, as one account (bench/serverRender.ts). */
export interface SsrFigures {
  page: string;
  account: string;
  requests: number;
  /** Answers that were not 2xx. */
  failed: number;
  /** Answers without an `ssr` entry: the page was not prerendered. */
  missing: number;
  /** Answers with an `ssr` entry but no (numeric) `dur`. */
  withoutDur: number;
  /** Over the answers with a `dur`; null when there are none. */
  medianMs: number | null;
  p99Ms: number | null;
}

/** What a page's server render figures fall short of, in words. */
export function ssrMisses(f: SsrFigures): string[] {
  const where = `server render ${f.page} (${f.account})`;
  const misses: string[] = [];
  if (f.failed) misses.push(`${where}: ${f.failed} of ${f.requests} answers not 2xx`);
  if (f.missing)
    misses.push(`${where}: not prerendered (${f.missing} of ${f.requests} answers without an ssr entry)`);
  if (f.withoutDur) misses.push(`${where}: ${f.withoutDur} of ${f.requests} ssr entries without dur`);
  if (f.p99Ms !== null && f.p99Ms > BUDGETS.ssrP99Ms)
    misses.push(`${where}: ssr p99 ${f.p99Ms.toFixed(1)} ms > ${BUDGETS.ssrP99Ms} ms`);
  return misses;
}

/** The median of some numbers (the middle one of three runs). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * JavaScript on the wire in the phone profile (KiB, the scripts' transfer sizes), per account and
 * page, measured 2026-11-29 with the server render on (`npm run bench -- --pages`): a page may not fetch more than this.
 */
export const PHONE_JS_BASELINE_KIB: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  anonymous: { home: 95.0, category: 95.0, search: 95.0, product: 91.8 },
  bayi1: {
    home: 97.1,
    category: 97.1,
    search: 97.1,
    product: 93.9,
    cart: 98.3,
    checkout: 108.2,
    orders: 109.6,
    offers: 113.9,
    'quick-order': 108.8,
  },
};

/** One page's phone profile figures, as one account (medians of bench/phoneProfile.ts). */
export interface PhoneRow {
  page: string;
  account: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKiB: number;
}

/** What a page's phone profile falls short of, in words. */
export function phoneMisses(f: PhoneRow): string[] {
  const where = `${f.page} (${f.account}, phone)`;
  const misses: string[] = [];
  if (!Number.isFinite(f.lcpMs)) misses.push(`${where}: LCP not measured (limit ${PHONE_BUDGETS.lcpMs} ms)`);
  else if (f.lcpMs > PHONE_BUDGETS.lcpMs)
    misses.push(`${where}: LCP ${Math.round(f.lcpMs)} ms > ${PHONE_BUDGETS.lcpMs} ms`);
  if (f.cls > PHONE_BUDGETS.cls) misses.push(`${where}: CLS ${f.cls.toFixed(3)} > ${PHONE_BUDGETS.cls}`);
  if (f.tbtMs > PHONE_BUDGETS.tbtMs)
    misses.push(`${where}: TBT ${Math.round(f.tbtMs)} ms > ${PHONE_BUDGETS.tbtMs} ms`);
  const baseline = PHONE_JS_BASELINE_KIB[f.account]?.[f.page];
  // Compared at the tenth of a KiB the baseline is written in, so a byte of noise is no miss.
  const kib = Math.round(f.jsKiB * 10) / 10;
  if (baseline === undefined)
    misses.push(`${where}: no JavaScript baseline (measured ${kib.toFixed(1)} KiB)`);
  else if (kib > baseline)
    misses.push(`${where}: JavaScript ${kib.toFixed(1)} KiB > ${baseline} KiB (baseline)`);
  return misses;
}
