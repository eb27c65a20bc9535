/**
 * An attribute as a catalogue's own column gives it (an ERP export: '16', '16 A' or '16A' for a
 * rating, 'White' for a colour), read into the key the product name's rules give
 * (productAttributes.ts), so a typed value and a name's value are counted as one in the filters.
 */
import { foldText } from '../shared/turkishText';
import {
  attributeSpelledAs,
  productAttributesOf,
  type AttributeKey,
  type ProductAttributes,
} from './productAttributes';

/** How a bare number is written with its unit, so the name's rule reads it ('16' is '16a'). */
const WITH_UNIT: Partial<Record<AttributeKey, (number: string) => string>> = {
  poles: (n) => `${n}p`,
  rating: (n) => `${n}a`,
  sensitivity: (n) => `${n}ma`,
  wattage: (n) => `${n}w`,
  ip: (n) => `ip${n}`,
  colourTemperature: (n) => `${n}k`,
};

const BARE_NUMBER = /^\d+(?:[,.]\d+)?$/;

/** The attribute's key for a typed value; undefined when the value is not that attribute. */
export function attributeValueOf(key: AttributeKey, typed: string): string | undefined {
  // One line only: spaces, tabs and no-break spaces read as one space, a line break refused.
  const text = foldText(typed.trim()).replace(/[ \t\u00a0]+/g, ' ');
  if (text === '' || /\s/.test(text.replace(/ /g, ''))) return undefined;
  const withUnit = BARE_NUMBER.test(text) ? WITH_UNIT[key]?.(text) : undefined;
  return attributeSpelledAs(key, withUnit ?? text);
}

/** A product's attributes: the ones its data gives, the others as its name says them. */
export const productAttributesWith = (name: string, given: ProductAttributes): ProductAttributes => ({
  ...productAttributesOf(name),
  ...given,
});
