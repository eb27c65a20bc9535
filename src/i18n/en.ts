import type { LabelKey } from './tr';
import { enMore } from './enMore';
import { enPage } from './enPage';

/**
 * English labels, complete (each part's type makes a missing key a compile error, the completeness
 * test catches extras): an English page needs no Turkish table. Joined for the server render and tests.
 */
export const en: Record<LabelKey, string> = { ...enPage, ...enMore };
