/**
 * How long the host spends prerendering a page's islands, as it says itself in the
 * Server-Timing `ssr` entry of the answer (`ssr;dur=<ms>;desc="<n> islands"`). Sequential requests,
 * one at a time, so the figure is the render's own cost rather than queueing behind other requests
 * (the load section measures that).
 */
import { median, type SsrFigures } from './budgets';
import { serverTimingEntry, type ServerTimingMetric } from './serverTiming';

const HEADERS = { 'accept-encoding': 'br, gzip' };

/** One answer: its status and its `ssr` entry (null when it has none). */
export interface SsrSample {
  status: number;
  ssr: ServerTimingMetric | null;
}

/** The nearest-rank percentile (p in 0..100) of ascending values: p99 of 40 is the largest. */
export function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('no values');
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function summarise(page: string, account: string, samples: readonly SsrSample[]): SsrFigures {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const durations = ok
    .map((s) => s.ssr?.durMs)
    .filter((d): d is number => typeof d === 'number')
    .sort((a, b) => a - b);
  return {
    page,
    account,
    requests: samples.length,
    failed: samples.length - ok.length,
    missing: ok.filter((s) => s.ssr === null).length,
    withoutDur: ok.filter((s) => s.ssr !== null && s.ssr.durMs === null).length,
    medianMs: durations.length ? median(durations) : null,
    p99Ms: durations.length ? nearestRank(durations, 99) : null,
  };
}

async function sample(url: URL, cookie: string | null): Promise<SsrSample> {
  const answer = await fetch(url, { headers: cookie ? { ...HEADERS, cookie } : HEADERS });
  // Read the body: the connection goes back to the pool, and the host has finished the page.
  await answer.arrayBuffer();
  return { status: answer.status, ssr: serverTimingEntry(answer.headers.get('server-timing'), 'ssr') };
}

/**
 * `requests` answers of each page as that account, after one that is not counted: the first render
 * of a page compiles the rendering code, a cost a running store has long paid. Its `dur` is
 * returned apart (firstMs) so it stays visible.
 */
export async function measureServerRender(
  base: string,
  pages: readonly { page: string; path: string }[],
  account: { name: string; cookie: string | null },
  requests: number,
): Promise<(SsrFigures & { firstMs: number | null })[]> {
  const out: (SsrFigures & { firstMs: number | null })[] = [];
  for (const { page, path } of pages) {
    const url = new URL(path, base);
    const first = await sample(url, account.cookie);
    const samples: SsrSample[] = [];
    for (let i = 0; i < requests; i += 1) samples.push(await sample(url, account.cookie));
    out.push({ ...summarise(page, account.name, samples), firstMs: first.ssr?.durMs ?? null });
  }
  return out;
}
