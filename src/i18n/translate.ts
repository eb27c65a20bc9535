import type { Locale } from '../config/types';
import { en } from './en';
import { tr, type LabelKey } from './tr';

export type { LabelKey };
export type LabelParams = Record<string, string | number>;
export type Translate = (key: LabelKey, params?: LabelParams) => string;

export const LABEL_TABLES: Record<Locale, Record<LabelKey, string>> = { tr, en };

/** Fills {name} parameters; an unknown parameter stays visible rather than vanishing silently. */
export function fillParams(template: string, params?: LabelParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** A translator for one locale; host overrides (config.labels) win over the built-in tables. */
export function createTranslator(locale: Locale, overrides: Record<string, string> = {}): Translate {
  const table = LABEL_TABLES[locale] ?? tr;
  return (key, params) => fillParams(overrides[key] ?? table[key] ?? tr[key] ?? key, params);
}
