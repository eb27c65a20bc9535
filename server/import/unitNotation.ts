/**
 * The units cell of a products file: `ADET=1;KOLİ=10:8690000000012` — units separated by ';', each
 * `NAME=MULTIPLIER` with an optional `:BARCODE`. The first is the unit prices are given for, so its
 * multiplier is 1. Names are the units the storefront knows (server/vocabulary.ts), in any case, in
 * Turkish or their English twin ('Koli', 'carton'); they are stored as the storefront's Turkish word.
 */
import { HOST_WORDS, hostWord } from '../vocabulary';
import type { RowJudge } from './rowJudge';

export interface ImportedUnit {
  name: string;
  multiplier: number;
  /** '' when the file gives none (the base unit then takes the product's barcode). */
  barcode: string;
}

const UNIT_WORDS = ['piece', 'length', 'coil', 'carton', 'box', 'reel', 'metre', 'pack'] as const;
const STORED = UNIT_WORDS.map((key) => HOST_WORDS[key]);

/** Every spelling a file may use → the stored word. */
const UNIT_BY_NAME = new Map<string, string>(
  STORED.flatMap((word) => [
    [word.toLocaleUpperCase('tr-TR'), word],
    [hostWord(word, 'en').toLocaleUpperCase('tr-TR'), word],
    [hostWord(word, 'en').toUpperCase(), word],
  ]),
);

export const KNOWN_UNITS: readonly string[] = STORED;

export const MAX_UNITS = 10;
const MAX_BARCODE = 64;

/** Reads a units cell; null after recording the row's problem. */
export function readUnits(judge: RowJudge, column: string, cell: string): ImportedUnit[] | null {
  const parts = cell.split(';').map((p) => p.trim());
  if (parts.length > MAX_UNITS) {
    judge.refuse(column, `names more than ${MAX_UNITS} units`);
    return null;
  }
  const units: ImportedUnit[] = [];
  for (const part of parts) {
    const match = /^([^=:]+)=([^:]+)(?::(.*))?$/.exec(part);
    if (!match) {
      judge.refuse(column, `'${part}' is not NAME=MULTIPLIER or NAME=MULTIPLIER:BARCODE`);
      return null;
    }
    const written = match[1]!.trim();
    const name = UNIT_BY_NAME.get(written.toLocaleUpperCase('tr-TR'));
    if (!name) {
      judge.refuse(column, `unknown unit '${written}' (known: ${KNOWN_UNITS.join(', ')})`);
      return null;
    }
    if (units.some((u) => u.name === name)) {
      judge.refuse(column, `names the unit ${name} twice`);
      return null;
    }
    const multiplier = judge.judgeNumber(column, match[2]!, { kind: 'quantity', min: 0.001 });
    if (multiplier === null) return null;
    const barcode = (match[3] ?? '').trim();
    if ([...barcode].length > MAX_BARCODE) {
      judge.refuse(column, `the barcode of ${name} is longer than ${MAX_BARCODE} characters`);
      return null;
    }
    units.push({ name, multiplier, barcode });
  }
  if (units[0]!.multiplier !== 1) {
    judge.refuse(
      column,
      `the first unit (${units[0]!.name}) is the one prices are for: its multiplier must be 1`,
    );
    return null;
  }
  return units;
}
