import type { Locale } from '../config/types';
import { tr, type LabelKey } from './tr';

export type { LabelKey };
export type LabelParams = Record<string, string | number>;
export type Translate = (key: LabelKey, params?: LabelParams) => string;
export type LabelTable = Record<LabelKey, string>;

/**
 * Turkish is built in; other tables are registered at boot (the English one is a lazy chunk, since
 * a language change reloads the page and most visitors never need it).
 */
const tables: Partial<Record<Locale, LabelTable>> = { tr };

export function registerLabelTable(locale: Locale, table: LabelTable): void {
  tables[locale] = table;
}

/** Loads the table of a locale if it is not built in. */
export async function loadLabelTable(locale: Locale): Promise<void> {
  if (tables[locale]) return;
  if (locale === 'en')
    registerLabelTable('en', (await import(/* webpackChunkName: "labels-en" */ './en')).en);
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
  const table = tables[locale] ?? tr;
  return (key, params) => fillParams(overrides[key] ?? table[key] ?? tr[key] ?? key, params);
}
