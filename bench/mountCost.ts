/**
 * The mount cost of many islands on a static page (any host): the bundle from dist/ and a page of N
 * product islands (price, quantity, add-to-cart, in turn), in Chromium with the CPU slowed 4x like a
 * mid-range phone. Reports the time from navigation to b2b:ready (first mount pass committed) and to
 * b2b:rendered (every island shows its data), the median of three loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStaticHost } from '../e2e/static/staticServer';
import { median } from './budgets';
import { CHROMIUM } from './lighthouse';

export interface MountFigures {
  islands: number;
  readyMs: number;
  renderedMs: number;
}

const KINDS = ['ProductPrice', 'ProductQuantity', 'AddToCartButton'];

function pageHtml(distDir: string, islands: number, product: unknown): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
    entrypoints: { storefront: { js: string[]; css: string[] } };
  };
  const entry = manifest.entrypoints.storefront;
  const config = { basePath: '', locale: 'tr', csrfToken: 't', user: { authenticated: false } };
  const props = JSON.stringify({ product }).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  const placeholders = Array.from(
    { length: islands },
    (_, i) => `<div data-component="${KINDS[i % KINDS.length]}" data-props='${props}'></div>`,
  );
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Mount cost</title>
${entry.css.map((f) => `<link rel="stylesheet" href="/assets/${f}">`).join('\n')}
<script type="application/json" id="b2b-config">${JSON.stringify(config)}</script>
${entry.js.map((f) => `<script defer src="/assets/${f}"></script>`).join('\n')}
</head><body>${placeholders.join('\n')}</body></html>`;
}

export async function mountCost(
  distDir: string,
  counts: number[],
  product: unknown,
): Promise<MountFigures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const out: MountFigures[] = [];
    for (const islands of counts) {
      const host = await startStaticHost(distDir, pageHtml(distDir, islands, product));
      const ready: number[] = [];
      const rendered: number[] = [];
      try {
        for (let run = 0; run < 3; run += 1) {
          const page = await browser.newPage();
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(() => {
            const marks: Record<string, number> = {};
            (window as unknown as { __marks: Record<string, number> }).__marks = marks;
            document.addEventListener('b2b:ready', () => (marks.ready = performance.now()));
            document.addEventListener('b2b:rendered', () => (marks.rendered = performance.now()));
          });
          await page.goto(host.url);
          const marks = await page.waitForFunction(
            () =>
              (window as unknown as { __marks: Record<string, number> }).__marks.rendered !== undefined &&
              (window as unknown as { __marks: Record<string, number> }).__marks,
            null,
            { timeout: 60_000 },
          );
          const { ready: r, rendered: d } = (await marks.jsonValue()) as { ready: number; rendered: number };
          ready.push(r);
          rendered.push(d);
          await page.close();
        }
      } finally {
        await host.close();
      }
      out.push({ islands, readyMs: median(ready), renderedMs: median(rendered) });
    }
    return out;
  } finally {
    await browser.close();
  }
}
