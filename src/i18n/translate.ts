import type { Locale } from '../contract/hostConfig';
import type { LabelKey } from './tr';
import { trCore } from './trCore';

export type { LabelKey };
export type LabelParams = Record<string, string | number>;
export type Translate = (key: LabelKey, params?: LabelParams) => string;
export type LabelTable = Record<LabelKey, string>;

/**
 * Label tables are lazy chunks registered at boot, before any widget mounts (a language change
 * reloads the page, so one table serves a page view). Only the core Turkish labels are in the entry:
 * the mount runtime's states and the API failures still read right if a table cannot be fetched.
 */
const tables: Partial<Record<Locale, LabelTable>> = {};
const core: Partial<Record<LabelKey, string>> = trCore;

export function registerLabelTable(locale: Locale, table: LabelTable): void {
  tables[locale] = table;
}

/** Loads the table of a locale (and Turkish, which fills any key a table lacks) unless it is loaded. */
export async function loadLabelTable(locale: Locale): Promise<void> {
  // Both at once for English: one after the other would add a round trip before anything mounts.
  const [tr, en] = await Promise.all([
    tables.tr ? null : import(/* webpackChunkName: "labels-tr" */ './tr'),
    locale === 'en' && !tables.en ? import(/* webpackChunkName: "labels-en" */ './en') : null,
  ]);
  if (tr) registerLabelTable('tr', tr.tr);
  if (en) registerLabelTable('en', en.en);
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
