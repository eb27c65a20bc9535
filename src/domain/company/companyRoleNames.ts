/**
 * The company roles' names: Yönetici, Satın Alma, Onaylayıcı, İzleyici. A module of its
 * own, free of the permission table, so the config block's reader in the entry chunk takes only this.
 */
export const COMPANY_ROLES = ['yonetici', 'satinalma', 'onaylayici', 'izleyici'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
