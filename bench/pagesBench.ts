/**
 * The page-speed bench (`npm run bench -- --pages`): the first paint of every page type from the
 * server. One host per measurement, the server render on, or off (SSR_ENTRY=off, the "before" of
 * the server render); Lighthouse in devtools throttling and the phone profile on each page,
 * anonymous and as bayi1, then the server render's own cost of every prerendered page.
 */
import { startHostProcess } from '../e2e/support/hostProcess';
import { BUDGETS, lcpLimit, phoneMisses, ssrMisses, type PageFigures } from './budgets';
import { measurePages } from './lighthouse';
import { BENCH_PAGES, pagesFor } from './pageSet';
import type { PagesRow } from './pagesTable';
import { measurePhone } from './phoneProfile';
import { measureServerRender } from './serverRender';
import { sessionCookie } from './session';

export type SsrState = 'on' | 'off';

/** `--ssr=off` measures the host without its server render; `--compare` both, off first. */
export function ssrStatesFromArgs(argv: readonly string[]): SsrState[] {
  if (argv.includes('--compare')) return ['off', 'on'];
  const arg = argv.find((a) => a.startsWith('--ssr='));
  if (!arg || arg === '--ssr=on') return ['on'];
  if (arg === '--ssr=off') return ['off'];
  throw new Error(`--ssr takes on or off, not ${arg.slice('--ssr='.length) || 'nothing'}`);
}

export interface PagesMeasurement {
  ssr: SsrState;
  rows: PagesRow[];
  /** The budgets missed; checked with the server render on only (off is the "before"). */
  misses: string[];
}

/** Lighthouse's devtools LCP budget, then the phone's, of one row. */
function rowMisses(row: PagesRow): string[] {
  const misses: string[] = [];
  const d: PageFigures | null = row.devtools;
  const limit = d ? lcpLimit('devtools', row.page, row.account) : null;
  if (d && limit && !(d.lcpMs <= limit.ms))
    misses.push(`${row.page} (${row.account}, devtools): LCP ${Math.round(d.lcpMs)} ms > ${limit.ms} ms`);
  return [...misses, ...phoneMisses(row.phone)];
}

export async function measurePagesBench(
  ssr: SsrState,
  options: { runs: number; requests: number },
  log: (line?: string) => void,
): Promise<PagesMeasurement> {
  const host = await startHostProcess(ssr === 'off' ? { env: { SSR_ENTRY: 'off' } } : {});
  try {
    const cookie = await sessionCookie(host.url, 'bayi1');
    const accounts = [
      { name: 'anonymous' as const, cookie: null },
      { name: 'bayi1' as const, cookie },
    ];
    log(
      `\nThe server render ${ssr}: Lighthouse (devtools throttling) and the phone profile, median of ${options.runs}:`,
    );
    const rows: PagesRow[] = [];
    for (const account of accounts) {
      const pages = pagesFor(account.name);
      const lighthouse = await measurePages(
        host.url,
        pages.filter((p) => p.lighthouse),
        account,
        'devtools',
        options.runs,
        log,
      );
      const phone = await measurePhone(host.url, pages, account.cookie, options.runs);
      for (const p of phone) {
        const row: PagesRow = {
          page: p.page,
          account: account.name,
          devtools: lighthouse.find((l) => l.page === p.page) ?? null,
          phone: { ...p, account: account.name },
        };
        log(
          `  phone     ${account.name.padEnd(9)} ${p.page.padEnd(11)} LCP ${Math.round(p.lcpMs)} ms, TBT ` +
            `${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)}, JS ${p.jsKiB.toFixed(1)} KiB`,
        );
        rows.push(row);
      }
    }
    const misses = ssr === 'on' ? rows.flatMap(rowMisses) : [];
    if (ssr === 'on') misses.push(...(await serverRenderFigures(host.url, accounts, options.requests, log)));
    return { ssr, rows, misses };
  } finally {
    await host.stop();
  }
}

/** The Server-Timing `ssr` of every prerendered page each account sees; the misses of its budget. */
async function serverRenderFigures(
  base: string,
  accounts: readonly { name: 'anonymous' | 'bayi1'; cookie: string | null }[],
  requests: number,
  log: (line?: string) => void,
): Promise<string[]> {
  log(`\nServer render (Server-Timing ssr, ${requests} sequential requests per page after one not counted):`);
  log('  page        account   median ms  p99 ms  first ms');
  const misses: string[] = [];
  for (const account of accounts) {
    const pages = pagesFor(
      account.name,
      BENCH_PAGES.filter((p) => p.prerendered),
    );
    for (const f of await measureServerRender(base, pages, account, requests)) {
      const ms = (value: number | null) => (value === null ? '-' : value.toFixed(1));
      log(
        `  ${f.page.padEnd(11)} ${f.account.padEnd(9)} ${ms(f.medianMs).padStart(9)} ${ms(f.p99Ms).padStart(7)}` +
          ` ${ms(f.firstMs).padStart(9)}${f.missing ? `  ${f.missing} of ${f.requests} not prerendered` : ''}`,
      );
      misses.push(...ssrMisses(f));
    }
  }
  log(`  budget: p99 <= ${BUDGETS.ssrP99Ms} ms (nearest rank)`);
  return misses;
}
