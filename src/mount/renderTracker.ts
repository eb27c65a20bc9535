import type { RenderedSignal } from '../ui/renderedSignal';

interface Tracked {
  committed: boolean;
  holds: number;
}

export interface IslandSignal extends RenderedSignal {
  /** The island's widget (or its error state) has committed. */
  committed(): void;
}

/**
 * Follows the eager islands found at start until each has committed and none of their widgets holds
 * (useRenderedWhen: data still loading), then calls `done` once: the page's b2b:rendered. Islands
 * that load when visible or idle, and placeholders added later, are not waited for.
 */
export class RenderTracker {
  private readonly tracked = new Map<number, Tracked>();
  private readonly signals = new Map<number, IslandSignal>();
  private armed = false;
  private fired = false;

  constructor(private readonly done: () => void) {}

  /** The islands to wait for; call before they render. */
  expect(ids: number[]): void {
    for (const id of ids) this.tracked.set(id, { committed: false, holds: 0 });
  }

  /** After the first commit (b2b:ready): from now on the event may fire. */
  arm(): void {
    this.armed = true;
    this.check();
  }

  /** The signal of one island (the same object on every render); null for islands nobody waits for. */
  signalFor(id: number): IslandSignal | null {
    const entry = this.tracked.get(id);
    if (!entry) return null;
    let signal = this.signals.get(id);
    if (!signal) {
      signal = this.createSignal(entry);
      this.signals.set(id, signal);
    }
    return signal;
  }

  private createSignal(entry: Tracked): IslandSignal {
    return {
      committed: () => {
        entry.committed = true;
        this.check();
      },
      hold: () => {
        entry.holds += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          entry.holds -= 1;
          this.check();
        };
      },
    };
  }

  /** An island unmounted before it rendered: nobody waits for it any more. */
  forget(id: number): void {
    this.signals.delete(id);
    if (this.tracked.delete(id)) this.check();
  }

  private check(): void {
    if (this.fired || !this.armed) return;
    for (const entry of this.tracked.values()) if (!entry.committed || entry.holds > 0) return;
    this.fired = true;
    this.done();
  }
}
