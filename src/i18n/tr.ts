/**
 * Turkish labels: every user-facing string of the spec, word for word, one file per area under
 * labels/ (each with its English twin). Parameters are written {name} and filled by t(). The table
 * comes in two lazy chunks (i18n/translate loadLabelTable): the page labels (trPage) boot loads before
 * mounting, and the rest (trMore) that only the account, company, history, checkout and pad widgets
 * use. This module joins them for the types, the server render and the tests.
 */
import { trMore } from './trMore';
import { trPage } from './trPage';

export const tr = { ...trPage, ...trMore } as const;

export type LabelKey = keyof typeof tr;
/** The keys of the page labels: all a catalogue or product page's widgets may show. */
export type PageLabelKey = keyof typeof trPage;
export type MoreLabelKey = keyof typeof trMore;
