/**
 * Who keeps saved shopping lists: a module of its own, so the catalogue's 'Listeye Ekle'
 * button asks the rule without bringing the lists' name rules and CSV export into every chunk.
 */
import type { MemberRole } from '../company/companyRoleNames';
import { roleHasCart } from '../company/companyRoles';

export interface ListViewer {
  id: number | null;
  role: MemberRole | null;
  /** The store's administrator: no cart, no lists. */
  admin: boolean;
}

/**
 * Whether the user keeps lists of their own (and adds lines, turns lists into a cart): a logged-in
 * customer who has a cart (domain/company/companyRoles roleHasCart), never the store's administrator.
 */
export const mayKeepLists = (viewer: ListViewer) =>
  viewer.id !== null && !viewer.admin && roleHasCart(viewer.role);
