/**
 * The fault matrix: for a call the spec lists, each fault is injected with Playwright's
 * route.fulfill/route.abort (or held back for a stall) while a widget makes the call, and the case
 * asserts what the spec says happens. A lab per page records what reached the user (alerts, toasts)
 * and what reached the console; the matrix tallies the cases for the summary line of the run.
 */
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export const FAULTS = [
  'network',
  'error500',
  'html500',
  'unauthorized',
  'forbidden',
  'malformed',
  'stall',
] as const;
export type Fault = (typeof FAULTS)[number];

/** The texts the injected error answers carry (the spec’s shape), so a case can find them on screen. */
export const INJECTED = {
  error500: 'Enjekte hata: sunucu işlemi tamamlayamadı (500).',
  unauthorized: 'Enjekte hata: oturum bulunamadı (401).',
  forbidden: 'Enjekte hata: bu işleme yetkiniz yok (403).',
} as const;

/** The widgets' own texts for failures without a server message (src/i18n/trCore.ts). */
export const CLIENT_TEXT = {
  network: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  malformed: 'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
  technical: 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
} as const;

/** What a widget that shows "the server's message, else what went wrong" shows for each fault. */
export function errorTextOf(fault: Exclude<Fault, 'stall'>): string {
  switch (fault) {
    case 'network':
      return CLIENT_TEXT.network;
    case 'error500':
      return INJECTED.error500;
    case 'unauthorized':
      return INJECTED.unauthorized;
    case 'forbidden':
      return INJECTED.forbidden;
    case 'html500':
    case 'malformed':
      return CLIENT_TEXT.malformed;
  }
}

const errorJson = (message: string) => JSON.stringify({ error: { messages: { type: message } } });

/** A call the spec lists, as the page sends it. */
export interface CallPattern {
  method: string;
  /** Matched against the path and query of the request. */
  path: RegExp;
}

export interface Injection {
  /** Requests the fault was applied to so far. */
  hits(): number;
  /** Waits until the call was made (and, for a stall, is being held). */
  made(): Promise<void>;
  /** A stall: the page's clock moves 10 s on, then the held requests go to the host. */
  release(): Promise<void>;
  remove(): Promise<void>;
}

export async function respond(route: Route, fault: Exclude<Fault, 'stall'>): Promise<void> {
  switch (fault) {
    case 'network':
      return route.abort('failed');
    case 'error500':
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: errorJson(INJECTED.error500),
      });
    case 'html500':
      return route.fulfill({
        status: 500,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><body><h1>500 Internal Server Error</h1><p>nginx</p></body></html>',
      });
    case 'unauthorized':
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: errorJson(INJECTED.unauthorized),
      });
    case 'forbidden':
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: errorJson(INJECTED.forbidden),
      });
    case 'malformed':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"success": true, "items": [{"id": 1,',
      });
  }
}

export const STALL_MS = 10_000;

/** Applies a fault to every request of the call until removed. */
export async function inject(page: Page, call: CallPattern, fault: Fault): Promise<Injection> {
  let hits = 0;
  const held: Route[] = [];
  let onHit: (() => void) | null = null;
  const matches = (url: URL) => call.path.test(url.pathname + url.search);
  const handler = async (route: Route) => {
    if (route.request().method() !== call.method) return route.fallback();
    hits += 1;
    onHit?.();
    if (fault === 'stall') {
      held.push(route);
      return;
    }
    await respond(route, fault);
  };
  await page.route(matches, handler);
  return {
    hits: () => hits,
    made: () =>
      hits > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onHit = resolve;
          }),
    async release() {
      await page.clock.fastForward(STALL_MS);
      await page.unroute(matches, handler);
      for (const route of held.splice(0)) await route.fallback();
    },
    remove: () => page.unroute(matches, handler),
  };
}

/**
 * What reached the user and the console on one page: alerts (accepted at once), uncaught errors, and
 * console errors other than the widgets' own '[b2b]' logs and the browser's note of a failed request.
 */
export class FaultLab {
  readonly alerts: string[] = [];
  readonly uncaught: string[] = [];

  constructor(readonly page: Page) {
    page.on('dialog', (dialog) => {
      this.alerts.push(dialog.message());
      void dialog.accept().catch(() => undefined);
    });
    page.on('pageerror', (error) => this.uncaught.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.startsWith('[b2b]') || text.startsWith('Failed to load resource')) return;
      this.uncaught.push(`console: ${text}`);
    });
  }

  /** Waits for an alert with exactly this text, then forgets the alerts seen so far. */
  async expectAlert(text: string): Promise<void> {
    await expect.poll(() => this.alerts, { message: `alert '${text}'` }).toContain(text);
    this.alerts.length = 0;
  }

  /** A toast of react-toastify (top-center) with this text. */
  async expectToast(text: string): Promise<void> {
    await expect(this.page.locator('.Toastify').getByText(text, { exact: true }).first()).toBeVisible();
  }

  /** Nothing was alerted, and no island fell back to its error boundary's text. */
  async expectQuiet(): Promise<void> {
    expect(this.alerts, 'alerts').toEqual([]);
    await expect(this.page.getByText('Bu bölüm şu anda gösterilemiyor.')).toHaveCount(0);
  }

  expectNothingUncaught(): void {
    expect(this.uncaught, 'uncaught errors and unexpected console errors').toEqual([]);
  }
}

/** A case that hangs fails instead of taking the whole test's time. */
const CASE_LIMIT_MS = 45_000;

interface CaseResult {
  call: string;
  fault: Fault;
  error?: string;
}

/** The cases of one run of a matrix, for its summary line. */
export class FaultTally {
  private readonly results: CaseResult[] = [];

  constructor(readonly name: string) {}

  /** Runs one case; a failure is kept (with its message) and the matrix goes on with the next. */
  async run(call: string, fault: Fault, body: () => Promise<void>): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the case took over ${CASE_LIMIT_MS} ms`)), CASE_LIMIT_MS);
    });
    try {
      await Promise.race([body(), limit]);
      this.results.push({ call, fault });
      return true;
    } catch (error) {
      this.results.push({ call, fault, error: (error as Error).message.split('\n').slice(0, 6).join(' | ') });
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** How many cases ran so far: a test reads its own failures from there. */
  size(): number {
    return this.results.length;
  }

  failures(from = 0): string[] {
    return this.results
      .slice(from)
      .filter((r) => r.error)
      .map((r) => `${r.call} × ${r.fault}: ${r.error}`);
  }

  summary(): string {
    const calls = new Set(this.results.map((r) => r.call)).size;
    const handled = this.results.filter((r) => !r.error).length;
    return (
      `[faults] ${this.name}: ${calls} calls × ${FAULTS.length} faults = ${this.results.length} cases tried, ` +
      `${handled} handled, ${this.results.length - handled} not`
    );
  }
}
