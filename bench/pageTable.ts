/** The Lighthouse figures as one line per page and account, the modes side by side. */
import { lcpLimit, type PageFigures } from './budgets';
import { MODE_LABEL, type LighthouseMode } from './lighthouseModes';

const CELL_HEAD = ' perf a11y  LCP ms  (limit) TBT ms   CLS  JS KiB';
const CELL_WIDTH = CELL_HEAD.length;

function cell(f: PageFigures | undefined): string {
  if (!f) return ' '.repeat(CELL_WIDTH - 1) + '-';
  const limit = lcpLimit(f.mode, f.page, f.account);
  return (
    `${String(f.performance).padStart(5)} ${String(f.accessibility).padStart(4)}` +
    ` ${String(Math.round(f.lcpMs)).padStart(7)} ${(limit ? `(${limit.ms})` : '').padStart(8)}` +
    ` ${String(Math.round(f.tbtMs)).padStart(6)} ${f.cls.toFixed(3).padStart(5)} ${f.jsKiB.toFixed(1).padStart(7)}`
  );
}

export function pageTable(rows: readonly PageFigures[], modes: readonly LighthouseMode[]): string[] {
  const keys: string[] = [];
  for (const r of rows) if (!keys.includes(`${r.page}\t${r.account}`)) keys.push(`${r.page}\t${r.account}`);
  const lead = ' '.repeat(19);
  const lines = [
    lead + modes.map((mode) => ` | ${MODE_LABEL[mode].padEnd(CELL_WIDTH)}`).join(''),
    'page      account   ' + modes.map(() => `|${CELL_HEAD}  `).join(''),
    ...keys.map((key) => {
      const [page = '', account = ''] = key.split('\t');
      const cells = modes.map((mode) =>
        cell(rows.find((r) => r.page === page && r.account === account && r.mode === mode)),
      );
      return `${page.padEnd(9)} ${account.padEnd(9)} ` + cells.map((c) => `|${c}  `).join('');
    }),
  ];
  return lines.map((line) => line.trimEnd());
}
