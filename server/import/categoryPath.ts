/**
 * The category cell of a products file: `Aydınlatma > LED Ampuller > E27 LED Ampuller`, top level
 * first. The storefront's tree has three levels (its menus and the fault report's pickers go that
 * deep), so a path has one to three names.
 */
import type { RowJudge } from './rowJudge';

export const MAX_CATEGORY_DEPTH = 3;
export const MAX_CATEGORY_NAME = 100;

/** The names of a path, top first; null after recording the row's problem. */
export function readCategoryPath(judge: RowJudge, column: string, cell: string): string[] | null {
  const names = cell.split('>').map((n) => n.trim());
  if (names.some((n) => n === '')) {
    judge.refuse(column, `'${cell}' has an empty level: write names separated by ' > '`);
    return null;
  }
  if (names.length > MAX_CATEGORY_DEPTH) {
    judge.refuse(
      column,
      `has ${names.length} levels; the storefront's categories go ${MAX_CATEGORY_DEPTH} deep`,
    );
    return null;
  }
  if (names.some((n) => [...n].length > MAX_CATEGORY_NAME)) {
    judge.refuse(column, `a level is longer than ${MAX_CATEGORY_NAME} characters`);
    return null;
  }
  return names;
}
