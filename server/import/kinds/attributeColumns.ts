/**
 * A products file's optional attribute columns (pole count, rating, sensitivity, wattage, lamp base,
 * IP class, colour temperature, colour): each value read into the key a product name gives
 * (src/domain/catalog/attributeValue), or refused naming what the column wants. A column left out or
 * empty gives nothing: the product's name says that attribute (productAttributesWith).
 */
import { attributeValueOf } from '../../../src/domain/catalog/attributeValue';
import {
  ATTRIBUTE_KEYS,
  COLOURS,
  LAMP_BASES,
  type AttributeKey,
  type ProductAttributes,
} from '../../../src/domain/catalog/productAttributes';
import type { RowJudge } from '../rowJudge';

/** Each attribute's column in a products file. */
export const ATTRIBUTE_COLUMNS: Record<AttributeKey, string> = {
  poles: 'poles',
  rating: 'rating',
  sensitivity: 'sensitivity',
  wattage: 'wattage',
  base: 'base',
  ip: 'ip',
  colourTemperature: 'colour_temperature',
  colour: 'colour',
};

/** What each column takes, for the row problem of a value it cannot read. */
const WANTED: Record<AttributeKey, string> = {
  poles: 'a pole count: 1 to 4, 3P or 1P+N',
  rating: 'a rating in amperes: 16, 16 A or 16A',
  sensitivity: 'a sensitivity in milliamperes: 30, 30 mA or 30mA',
  wattage: 'a wattage: 9, 4,5, 9 W or 9W',
  base: `a lamp base: ${LAMP_BASES.join(', ')}`,
  ip: 'an IP class: 65, IP 65 or IP65',
  colourTemperature: 'a colour temperature: 4000, 4000 K or 4000K',
  colour: `a colour: ${Object.values(COLOURS)
    .map((c) => `${c.tr} (${c.en})`)
    .join(', ')}`,
};

/** Longer than any value a column takes: a longer cell is another column's text. */
const MAX_LENGTH = 40;

/** The attributes the row's columns give; problems are recorded on the judge. */
export function judgeAttributes(judge: RowJudge): ProductAttributes {
  const given: ProductAttributes = {};
  for (const key of ATTRIBUTE_KEYS) {
    const column = ATTRIBUTE_COLUMNS[key];
    const cell = judge.text(column, MAX_LENGTH);
    if (!cell) continue;
    const value = attributeValueOf(key, cell);
    if (value === undefined) judge.refuse(column, `'${cell}' is not ${WANTED[key]}`);
    else given[key] = value;
  }
  return given;
}
