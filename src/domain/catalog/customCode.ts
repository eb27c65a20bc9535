import { DEFAULT_CUSTOM_CODE_TITLE } from './customCodeTitle';
/**
 * The optional custom code line of the product detail (settings b2b_urun_detay_ozel_kod,
 * _gosterim and _baslik). The spec says _gosterim (1, 2 or 3) decides where the line shows without
 * naming the places; we read 1 as "with the product codes", 2 as "under the product name" and 3 as
 * "in both places".
 */
export type CustomCodePlace = 'codes' | 'title';

const CUSTOM_CODE_FIELD = /^ozelkod\d*$/;

export interface CustomCodeLine {
  title: string;
  value: string;
}

/** The line to show at a place, or null (unknown field, empty value, or not this place). */
export function customCodeLine(
  product: Readonly<Record<string, unknown>>,
  field: string,
  placement: number,
  title: string,
  place: CustomCodePlace,
): CustomCodeLine | null {
  if (!CUSTOM_CODE_FIELD.test(field)) return null;
  const value = product[field];
  if (typeof value !== 'string' || value.trim() === '') return null;
  const shownHere =
    placement === 3 || (placement === 1 ? place === 'codes' : placement === 2 && place === 'title');
  if (!shownHere) return null;
  return { title: title.trim() || DEFAULT_CUSTOM_CODE_TITLE, value: value.trim() };
}
