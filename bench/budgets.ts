/** The budgets of issue 15 and DESIGN.md, and the check that lists the ones a measurement misses. */

export const BUDGETS = {
  /** Lighthouse mobile performance score (0-100) on every page type. */
  performance: 95,
  accessibility: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  /** JavaScript on the wire (compressed) for a catalogue page. */
  catalogueJsKiB: 100,
  /** The server's p99 on the large catalogue: under this, and within `scaleFactor` of the demo's. */
  p99Ms: 100,
  scaleFactor: 3,
} as const;

export interface PageFigures {
  page: string;
  account: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  /** Home, category, search and product pages: the JavaScript budget applies. */
  catalogue: boolean;
}

/** What a page's figures fall short of, in words; empty when every budget is met. */
export function pageMisses(f: PageFigures): string[] {
  const misses: string[] = [];
  const where = `${f.page} (${f.account})`;
  if (f.performance < BUDGETS.performance)
    misses.push(`${where}: performance ${f.performance} < ${BUDGETS.performance}`);
  if (f.accessibility < BUDGETS.accessibility)
    misses.push(`${where}: accessibility ${f.accessibility} < ${BUDGETS.accessibility}`);
  if (f.lcpMs > BUDGETS.lcpMs) misses.push(`${where}: LCP ${Math.round(f.lcpMs)} ms > ${BUDGETS.lcpMs} ms`);
  if (f.tbtMs > BUDGETS.tbtMs) misses.push(`${where}: TBT ${Math.round(f.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (f.cls > BUDGETS.cls) misses.push(`${where}: CLS ${f.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (f.catalogue && f.jsKiB > BUDGETS.catalogueJsKiB)
    misses.push(`${where}: JavaScript ${f.jsKiB.toFixed(1)} KiB > ${BUDGETS.catalogueJsKiB} KiB`);
  return misses;
}

/** The median of some numbers (the middle one of three runs). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
