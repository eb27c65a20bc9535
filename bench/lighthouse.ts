/**
 * Lighthouse 12.8.2 (the last release for Node 20) in its mobile setup (a mid-range phone on a slow
 * 4G line, simulated or applied by DevTools: bench/lighthouseModes.ts) against Debian's Chromium,
 * each page several times from a cold cache.
 */
import type { PageFigures } from './budgets';
import { median } from './budgets';
import { MODE_LABEL, throttlingFlags, type LighthouseMode } from './lighthouseModes';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface PageToMeasure {
  page: string;
  path: string;
  catalogue: boolean;
}

interface Measured {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function measurePages(
  base: string,
  pages: PageToMeasure[],
  account: { name: string; cookie: string | null },
  mode: LighthouseMode,
  runs: number,
  log: (line: string) => void,
): Promise<PageFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const throttling = await throttlingFlags(mode);
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const out: PageFigures[] = [];
    for (const { page, path, catalogue } of pages) {
      const samples: Measured[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(new URL(path, base).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...throttling,
          ...(account.cookie ? { extraHeaders: { Cookie: account.cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
          ?.items ?? []) as NetworkItem[];
        samples.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          jsKiB:
            items
              .filter((item) => item.resourceType === 'Script')
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        });
      }
      const pick = (key: keyof Measured) => median(samples.map((s) => s[key]));
      const figures: PageFigures = {
        page,
        account: account.name,
        mode,
        catalogue,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsKiB: pick('jsKiB'),
      };
      log(
        `  ${MODE_LABEL[mode].padEnd(9)} ${account.name.padEnd(9)} ${page.padEnd(9)} perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
          `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS ${figures.jsKiB.toFixed(1)} KiB`,
      );
      out.push(figures);
    }
    return out;
  } finally {
    chrome.kill();
  }
}
