import type { Page } from '@playwright/test';

/** The layout shifts of the page load so far (none caused by input), summed: stricter than CLS. */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        new PerformanceObserver((entries) => {
          const shifts = entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[];
          const counted = shifts.filter((s) => !s.hadRecentInput);
          resolve({
            total: counted.reduce((sum, s) => sum + s.value, 0),
            moved: counted.flatMap((s) =>
              s.sources.map((x) => (x.node as Element | undefined)?.className ?? '?'),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total: 0, moved: [] }), 500);
      }),
  );
}
