import type { RenderedSignal } from '../ui/renderedSignal';

export interface IslandSignal extends RenderedSignal {
  /** The island's widget (or its error state) has committed. */
  committed(): void;
}

/** An island waited for: committed yet, and how many holds (data still loading) it has. */
interface Waiting {
  committed: boolean;
  holds: number;
  signal: IslandSignal;
}

/**
 * Follows the eager islands found at start until each has committed and none of their widgets holds
 * (useRenderedWhen: data still loading), then calls `done` once: the page's b2b:rendered. Islands
 * that load when visible or idle, and placeholders added later, are not waited for.
 */
export class RenderTracker {
  private readonly waiting = new Map<number, Waiting>();
  private armed = false;
  private fired = false;

  constructor(private readonly done: () => void) {}

  /** The islands to wait for; call before they render. */
  expect(ids: number[]): void {
    for (const id of ids) {
      const entry: Waiting = {
        committed: false,
        holds: 0,
        signal: {
          committed: () => {
            entry.committed = true;
            this.check();
          },
          hold: () => {
            entry.holds += 1;
            let held = true;
            return () => {
              if (held) entry.holds -= 1;
              held = false;
              this.check();
            };
          },
        },
      };
      this.waiting.set(id, entry);
    }
  }

  /** After the first commit (b2b:ready): from now on the event may fire. */
  arm(): void {
    this.armed = true;
    this.check();
  }

  /** The signal of one island (the same object on every render); null for islands nobody waits for. */
  signalFor(id: number): IslandSignal | null {
    return this.waiting.get(id)?.signal ?? null;
  }

  /** An island unmounted before it rendered: nobody waits for it any more. */
  forget(id: number): void {
    if (this.waiting.delete(id)) this.check();
  }

  private check(): void {
    if (this.fired || !this.armed) return;
    for (const entry of this.waiting.values()) if (!entry.committed || entry.holds > 0) return;
    this.fired = true;
    this.done();
  }
}
