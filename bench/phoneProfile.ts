/**
 * The phone profile: a page loaded as a phone on a good mobile line sees it, measured in the
 * browser itself rather than by Lighthouse. Playwright drives Debian's Chromium at 390×844,
 * deviceScaleFactor 3, touch and a phone's user agent; the CPU 4× slower and the network DevTools'
 * "Fast 4G" preset (CDP); a fresh context per load, so the cache is cold. After the load event and
 * 2 s without a request, the page's own observers say its LCP, CLS and long tasks.
 */
import { chromium, type Browser } from '@playwright/test';
import { median } from './budgets';
import { CHROMIUM } from './lighthouse';

/** Chrome DevTools' "Fast 4G" (bytes/s as CDP takes them: kbit/s × 1000 / 8, × 0.9 as DevTools does). */
export const FAST_4G = {
  offline: false,
  latency: 165,
  downloadThroughput: (9_000 * 1000 * 0.9) / 8,
  uploadThroughput: (1_500 * 1000 * 0.9) / 8,
} as const;
export const CPU_SLOWDOWN = 4;
const QUIET_MS = 2_000;
const LOAD_TIMEOUT_MS = 60_000;

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'tr-TR',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/124.0.0.0 Mobile Safari/537.36',
};

export interface PhoneFigures {
  lcpMs: number;
  cls: number;
  /** Long tasks' time above 50 ms each, from the first contentful paint to the end of the quiet. */
  tbtMs: number;
  /** Scripts' transfer sizes (body + Chromium's flat 300 bytes of headers), KiB. */
  jsKiB: number;
}

interface LongTask {
  start: number;
  duration: number;
}

/** What the page's observers saw (window.__phone). */
interface Seen {
  lcp: number;
  cls: number;
  fcp: number;
  tasks: LongTask[];
}

/**
 * Installed before the page's own scripts: observers that keep what the page went through in
 * window.__phone (a Seen). Text, not a function: tsx would add its name helpers to a function's
 * source, which the page does not have.
 */
const OBSERVE = `(() => {
  const seen = { lcp: NaN, cls: 0, fcp: NaN, tasks: [] };
  window.__phone = seen;
  const watch = (type, take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  watch('largest-contentful-paint', (e) => { seen.lcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) seen.cls += e.value; });
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime; });
  watch('longtask', (e) => { seen.tasks.push({ start: e.startTime, duration: e.duration }); });
})();`;

/** The blocking time of long tasks after the first contentful paint (Lighthouse's TBT, to the end of the load). */
export function blockingTime(fcp: number, tasks: readonly LongTask[]): number {
  return tasks
    .filter((task) => task.start + task.duration > fcp)
    .reduce((sum, task) => {
      const after = Math.min(task.duration, task.start + task.duration - fcp);
      return sum + Math.max(0, after - 50);
    }, 0);
}

/** Cookie header text ('a=1; b=2') as Playwright's cookies for that host. */
function cookiesOf(header: string, base: string) {
  return header.split(';').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: base };
  });
}

async function loadOnce(browser: Browser, url: string, cookie: string | null): Promise<PhoneFigures> {
  const context = await browser.newContext(PHONE);
  try {
    if (cookie) await context.addCookies(cookiesOf(cookie, new URL(url).origin));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    let lastRequest = Date.now();
    let open = 0;
    page.on('request', () => ((open += 1), (lastRequest = Date.now())));
    const settle = () => ((open = Math.max(0, open - 1)), (lastRequest = Date.now()));
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while ((open > 0 || Date.now() - lastRequest < QUIET_MS) && Date.now() < deadline)
      await page.waitForTimeout(200);
    const seen = await page.evaluate(() => (window as unknown as { __phone: Seen }).__phone);
    const jsBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
    );
    return {
      lcpMs: seen.lcp,
      cls: seen.cls,
      tbtMs: blockingTime(seen.fcp, seen.tasks),
      jsKiB: jsBytes / 1024,
    };
  } finally {
    await context.close();
  }
}

/** The median of `runs` cold loads of each page, as that account. */
export async function measurePhone(
  base: string,
  pages: readonly { page: string; path: string }[],
  cookie: string | null,
  runs: number,
): Promise<(PhoneFigures & { page: string })[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const out: (PhoneFigures & { page: string })[] = [];
    for (const { page, path } of pages) {
      const samples: PhoneFigures[] = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await loadOnce(browser, new URL(path, base).href, cookie));
      const pick = (key: keyof PhoneFigures) => median(samples.map((s) => s[key]));
      out.push({ page, lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), jsKiB: pick('jsKiB') });
    }
    return out;
  } finally {
    await browser.close();
  }
}
