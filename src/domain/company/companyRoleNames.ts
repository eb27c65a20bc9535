/**
 * The company roles' names: Yönetici, Satın Alma, Onaylayıcı, İzleyici. A module of its
 * own, free of the permission table, so the config block's reader in the entry chunk takes only this.
 */
export const COMPANY_ROLES = ['yonetici', 'satinalma', 'onaylayici', 'izleyici'] as const;
/** A role a company's Yönetici gives to a user of the company. */
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * The distributor's sales representative (plasiyer) acting for a customer company with its consent:
 * the role the host gives the representative inside that company for the time they act. Nobody
 * assigns it, so it is not among COMPANY_ROLES.
 */
export const REPRESENTATIVE_ROLE = 'temsilci';
/** The role a request acts with inside a company: one a Yönetici gives, or the representative's. */
export type MemberRole = CompanyRole | typeof REPRESENTATIVE_ROLE;
export const MEMBER_ROLES = [...COMPANY_ROLES, REPRESENTATIVE_ROLE] as const;
