/**
 * Who keeps saved shopping lists (issue 25): a module of its own, so the catalogue's 'Listeye Ekle'
 * button asks the rule without bringing the lists' name rules and CSV export into every chunk.
 */
import type { CompanyRole } from './companyRoleNames';
import { roleCan } from './companyRoles';

export interface ListViewer {
  id: number | null;
  role: CompanyRole | null;
}

/** Whether the user keeps lists of their own (and adds lines, turns lists into a cart): a role with a cart. */
export const mayKeepLists = (viewer: ListViewer) => viewer.id !== null && roleCan(viewer.role, 'cart');
