/** @jest-environment node */
/** Company accounts: what each role may do, and who may cancel which order. */
import {
  COMPANY_ROLES,
  isCompanyRole,
  mayCancelOrder,
  mayManageOffer,
  roleCan,
  ROLE_PERMISSIONS,
  type CompanyPermission,
  type CompanyRole,
} from '../../../src/domain/company/companyRoles';

const PERMISSIONS: CompanyPermission[] = [
  'cart',
  'offers',
  'companyHistory',
  'approve',
  'statement',
  'accountPayment',
  'manageUsers',
];

// The roles, permission by permission (✓ = may): written out, not read from the table.
const MATRIX: Record<CompanyRole, Record<CompanyPermission, boolean>> = {
  yonetici: {
    cart: true,
    offers: true,
    companyHistory: true,
    approve: true,
    statement: true,
    accountPayment: true,
    manageUsers: true,
  },
  satinalma: {
    cart: true,
    offers: true,
    companyHistory: false,
    approve: false,
    statement: false,
    accountPayment: false,
    manageUsers: false,
  },
  onaylayici: {
    cart: true,
    offers: true,
    companyHistory: true,
    approve: true,
    statement: false,
    accountPayment: false,
    manageUsers: false,
  },
  izleyici: {
    cart: false,
    offers: false,
    companyHistory: true,
    approve: false,
    statement: true,
    accountPayment: false,
    manageUsers: false,
  },
};

describe('roleCan', () => {
  it.each(COMPANY_ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const)))(
    '%s / %s follows the issue',
    (role, permission) => {
      expect(roleCan(role, permission)).toBe(MATRIX[role][permission]);
    },
  );

  it('gives visitors and store administrators (no role) nothing', () => {
    for (const permission of PERMISSIONS) {
      expect(roleCan(null, permission)).toBe(false);
      expect(roleCan(undefined, permission)).toBe(false);
    }
  });

  it('lists only known permissions and knows its roles', () => {
    for (const role of COMPANY_ROLES)
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
    expect(isCompanyRole('yonetici')).toBe(true);
    expect(isCompanyRole('admin')).toBe(false);
    expect(isCompanyRole(1)).toBe(false);
  });
});

describe('mayCancelOrder', () => {
  const placedBy = 7;
  it.each<[string, { id: number | null; role: CompanyRole | null }, boolean]>([
    ['the buyer who placed it', { id: 7, role: 'satinalma' }, true],
    ['another buyer', { id: 8, role: 'satinalma' }, false],
    ['the Yönetici', { id: 1, role: 'yonetici' }, true],
    ['an approver who did not place it', { id: 9, role: 'onaylayici' }, false],
    ['an approver who placed it', { id: 7, role: 'onaylayici' }, true],
    ['a viewer, even as its placer', { id: 7, role: 'izleyici' }, false],
    ['a customer of a host without company accounts', { id: 7, role: null }, true],
  ])('%s: %s', (_who, viewer, expected) => {
    expect(mayCancelOrder(viewer, { placedBy })).toBe(expected);
  });

  it('never lets a buyer cancel an order nobody is recorded as placing', () => {
    expect(mayCancelOrder({ id: 7, role: 'satinalma' }, { placedBy: null })).toBe(false);
  });
});

describe('mayManageOffer', () => {
  const createdBy = 7;
  it.each<[string, { id: number | null; role: CompanyRole | null }, { createdBy: number | null }, boolean]>([
    ['the buyer who made it', { id: 7, role: 'satinalma' }, { createdBy }, true],
    ['another buyer', { id: 8, role: 'satinalma' }, { createdBy }, false],
    ['the Yönetici', { id: 1, role: 'yonetici' }, { createdBy }, true],
    ['an approver who did not make it', { id: 9, role: 'onaylayici' }, { createdBy }, false],
    ['an approver who made it', { id: 7, role: 'onaylayici' }, { createdBy }, true],
    ['a viewer, even as its maker', { id: 7, role: 'izleyici' }, { createdBy }, false],
    [
      'anyone but the Yönetici, of an offer without a maker',
      { id: 7, role: 'satinalma' },
      { createdBy: null },
      false,
    ],
    ['a customer of a host without company accounts', { id: 7, role: null }, { createdBy: null }, true],
  ])('%s', (_who, viewer, offer, expected) => {
    expect(mayManageOffer(viewer, offer)).toBe(expected);
  });
});
