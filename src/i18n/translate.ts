import type { Locale } from '../contract/hostConfig';
import type { LabelKey, PageLabelKey } from './tr';
import { trCore } from './trCore';

export type { LabelKey, PageLabelKey };
export type LabelParams = Record<string, string | number>;
export type Translate<K extends string = LabelKey> = (key: K, params?: LabelParams) => string;
/** A translator of the page labels only: what the catalogue and product pages' widgets use. */
export type PageTranslate = Translate<PageLabelKey>;
export type LabelTable = Record<LabelKey, string>;

/**
 * The two parts of a locale's table, each a lazy chunk: 'page', the words of every catalogue and
 * product page, loaded at boot before any widget mounts; 'more', the other areas' words, loaded with
 * the widgets that show them (useT waits for it). A language change reloads the page, so the tables
 * serve one page view. Only the core Turkish labels are in the entry: the mount runtime's states and
 * the API failures still read right if a table cannot be fetched.
 */
export type LabelPart = 'page' | 'more';

const tables: Partial<Record<Locale, Partial<LabelTable>>> = {};
const loaded: Record<Locale, Set<LabelPart>> = { tr: new Set(), en: new Set() };
const core: Partial<Record<LabelKey, string>> = trCore;

/** A whole table at once (the server render and tests have both parts in hand). */
export function registerLabelTable(locale: Locale, table: LabelTable): void {
  tables[locale] = table;
  loaded[locale] = new Set(['page', 'more']);
}

export const labelsLoaded = (locale: Locale, part: LabelPart): boolean => loaded[locale].has(part);

const pending = new Map<string, Promise<void>>();

/**
 * Loads one part of a locale's table with `chunk` unless it is loaded (each part once, whoever asks).
 * The other areas' chunks are named in i18n/moreLabels, outside the entry.
 */
export function loadLabelPart(
  locale: Locale,
  part: LabelPart,
  chunk: () => Promise<Partial<LabelTable>>,
): Promise<void> {
  if (labelsLoaded(locale, part)) return Promise.resolve();
  const key = `${locale}:${part}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = chunk()
      .then((table) => {
        tables[locale] = { ...tables[locale], ...table };
        loaded[locale].add(part);
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/**
 * Loads a locale's page labels unless loaded: boot does, before mounting. English is complete, so an
 * English page needs no Turkish table; Turkish is the fallback only for a key a broken table lacks.
 */
export function loadLabelTable(locale: Locale): Promise<void> {
  return loadLabelPart(locale, 'page', () =>
    locale === 'en'
      ? import(/* webpackChunkName: "labels-en" */ './enPage').then((m) => m.enPage)
      : import(/* webpackChunkName: "labels-tr" */ './trPage').then((m) => m.trPage),
  );
}

/** Fills {name} parameters; an unknown parameter stays visible rather than vanishing silently. */
export function fillParams(template: string, params?: LabelParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** A translator for one locale; host overrides (config.labels) win over the built-in tables. */
export function createTranslator(locale: Locale, overrides: Record<string, string> = {}): Translate {
  const table = tables[locale] ?? tables.tr;
  return (key, params) =>
    fillParams(overrides[key] ?? table?.[key] ?? tables.tr?.[key] ?? core[key] ?? key, params);
}
