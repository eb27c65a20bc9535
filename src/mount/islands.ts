import type { IslandProps } from '../contract/widgetProps';
import type { WidgetEntry } from './registry';

export type LoadStrategy = 'eager' | 'visible' | 'idle';

export type IslandContent =
  | { kind: 'widget'; entry: WidgetEntry; props: IslandProps }
  | { kind: 'unknown'; known: string[] }
  | { kind: 'unavailable' }
  | { kind: 'badProps'; reason: string };

export interface Island {
  id: number;
  element: HTMLElement;
  name: string;
  load: LoadStrategy;
  content: IslandContent;
}

/** The set of mounted islands, readable by React through useSyncExternalStore. */
export class IslandSet {
  private islands: Island[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.islands;

  has(element: Element): boolean {
    return this.islands.some((island) => island.element === element);
  }

  add(added: Island[]): void {
    if (added.length === 0) return;
    this.islands = [...this.islands, ...added];
    this.emit();
  }

  /** Removes the islands the predicate picks; returns them. */
  removeWhere(predicate: (island: Island) => boolean): Island[] {
    const removed = this.islands.filter(predicate);
    if (removed.length === 0) return removed;
    this.islands = this.islands.filter((island) => !predicate(island));
    this.emit();
    return removed;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
