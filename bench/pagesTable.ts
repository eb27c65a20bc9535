/** The page-speed bench's tables (`--pages`): one measurement, or before → after per page. */
import { lcpLimit, PHONE_BUDGETS, type PageFigures, type PhoneRow } from './budgets';

/** One page as one account: Lighthouse's devtools figures (null where it does not run) and the phone's. */
export interface PagesRow {
  page: string;
  account: string;
  devtools: PageFigures | null;
  phone: PhoneRow;
}

const ms = (value: number | undefined) =>
  value === undefined ? '-' : Number.isFinite(value) ? String(Math.round(value)) : 'n/a';

export function pagesTable(rows: readonly PagesRow[]): string[] {
  const head =
    'page        account   | devtools LCP (limit)  TBT   CLS  JS KiB | phone LCP  TBT   CLS  JS KiB';
  return [
    head,
    ...rows.map(({ page, account, devtools: d, phone: p }) => {
      const limit = d ? lcpLimit('devtools', page, account) : null;
      const lighthouse = d
        ? `${ms(d.lcpMs).padStart(12)} ${(limit ? `(${limit.ms})` : '').padStart(7)} ${ms(d.tbtMs).padStart(4)}` +
          ` ${d.cls.toFixed(3)} ${d.jsKiB.toFixed(1).padStart(7)}`
        : `${'-'.padStart(12)} ${''.padStart(7)} ${'-'.padStart(4)} ${'-'.padStart(5)} ${'-'.padStart(7)}`;
      return (
        `${page.padEnd(11)} ${account.padEnd(9)} |${lighthouse} |` +
        `${ms(p.lcpMs).padStart(10)} ${ms(p.tbtMs).padStart(4)} ${p.cls.toFixed(3)} ${p.jsKiB.toFixed(1).padStart(7)}`
      );
    }),
    `budgets: devtools LCP as (limit); phone LCP <= ${PHONE_BUDGETS.lcpMs} ms, TBT <= ${PHONE_BUDGETS.tbtMs} ms,` +
      ` CLS <= ${PHONE_BUDGETS.cls}, JS <= the page's baseline`,
  ];
}

/** 'before → after' of one figure, both written the same way. */
function change(before: string, after: string, width: number): string {
  return `${before} → ${after}`.padStart(width);
}

/**
 * Before (SSR_ENTRY=off) and after (the server render on), one line per page and account: the
 * devtools LCP, then the phone profile's LCP, TBT, CLS and JavaScript. A page missing on one side
 * shows '-' there.
 */
export function compareTable(before: readonly PagesRow[], after: readonly PagesRow[]): string[] {
  const find = (rows: readonly PagesRow[], row: PagesRow) =>
    rows.find((r) => r.page === row.page && r.account === row.account);
  const head =
    'page        account   |  LCP devtools ms |     LCP phone ms |  TBT phone ms |    CLS phone  |  JS KiB phone';
  const lines = after.map((row) => {
    const old = find(before, row);
    return (
      `${row.page.padEnd(11)} ${row.account.padEnd(9)} |` +
      `${change(ms(old?.devtools?.lcpMs), ms(row.devtools?.lcpMs), 17)} |` +
      `${change(ms(old?.phone.lcpMs), ms(row.phone.lcpMs), 17)} |` +
      `${change(ms(old?.phone.tbtMs), ms(row.phone.tbtMs), 14)} |` +
      `${change(old ? old.phone.cls.toFixed(3) : '-', row.phone.cls.toFixed(3), 14)} |` +
      `${change(old ? old.phone.jsKiB.toFixed(1) : '-', row.phone.jsKiB.toFixed(1), 14)}`
    );
  });
  return [head, ...lines];
}
