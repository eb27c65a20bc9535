import type { ConsoleMessage, Page } from '@playwright/test';

/** Every console error and warning, and every uncaught page error, of a page, as they come. */
export function consoleNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      noise.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`pageerror: ${error.message}`));
  return noise;
}
