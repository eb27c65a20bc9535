import { isRecord } from '../contract/decode';
import type { Island, IslandContent, LoadStrategy } from './islands';
import type { WidgetRegistry } from './registry';
import { isKnownWidgetName } from './widgetNames';

export const PLACEHOLDER_SELECTOR = '[data-component]';

function loadStrategyOf(element: HTMLElement): LoadStrategy {
  const value = element.dataset.load;
  return value === 'visible' || value === 'idle' ? value : 'eager';
}

function contentOf(name: string, rawProps: string | undefined, registry: WidgetRegistry): IslandContent {
  if (!isKnownWidgetName(name)) return { kind: 'unknown', known: Object.keys(registry).sort() };
  const entry = registry[name];
  if (!entry) return { kind: 'unavailable' };
  if (rawProps === undefined || rawProps.trim() === '') return { kind: 'widget', entry, props: {} };
  try {
    const props: unknown = JSON.parse(rawProps);
    if (!isRecord(props)) return { kind: 'badProps', reason: 'data-props must be a JSON object' };
    return { kind: 'widget', entry, props };
  } catch (error) {
    return { kind: 'badProps', reason: `data-props is not valid JSON (${(error as Error).message})` };
  }
}

function report(island: Island): void {
  const where = `[b2b] placeholder "${island.name}"`;
  const { content } = island;
  if (content.kind === 'unknown') {
    console.error(
      `${where}: unknown component; known: ${content.known.join(', ') || '(none)'}`,
      island.element,
    );
  } else if (content.kind === 'unavailable') {
    console.warn(`${where}: not available in this build`, island.element);
  } else if (content.kind === 'badProps') {
    console.error(`${where}: ${content.reason}`, island.element);
  }
}

let nextId = 1;

/** Reads one placeholder into an island; problems are reported here, once, with the placeholder's name. */
export function readPlaceholder(element: HTMLElement, registry: WidgetRegistry): Island {
  const name = (element.dataset.component ?? '').trim();
  const island: Island = {
    id: nextId++,
    element,
    name,
    load: loadStrategyOf(element),
    content: contentOf(name, element.dataset.props, registry),
  };
  report(island);
  return island;
}

/** Placeholders at or below root, outermost only (a widget's own output is never scanned as a placeholder). */
export function findPlaceholders(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  if (root instanceof HTMLElement && root.matches(PLACEHOLDER_SELECTOR)) found.push(root);
  root.querySelectorAll<HTMLElement>(PLACEHOLDER_SELECTOR).forEach((el) => found.push(el));
  return found.filter((el) => !el.parentElement?.closest(PLACEHOLDER_SELECTOR));
}
