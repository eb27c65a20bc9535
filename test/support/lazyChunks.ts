/**
 * Waits for the lazy chunks asked for so far: their import()s resolve in microtasks, so one real
 * macrotask later their flows run (a real one: this also works under fake timers).
 */
export function lazyChunksLoaded(): Promise<void> {
  const timers = jest.requireActual<typeof import('timers')>('timers');
  return new Promise((resolve) => timers.setImmediate(resolve));
}
