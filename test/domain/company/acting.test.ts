/** @jest-environment node */
/** What a representative acting for a customer may not do there: the role table's, and card payment. */
import { closedWhileActing, isActingForCustomer, mayPayByCard } from '../../../src/domain/company/acting';
import type { CompanyPermission } from '../../../src/domain/company/companyRoles';

const customer = { companyId: 1, code: 'C001', name: 'Yıldız Elektrik' };
const actingRep = { companyRole: 'temsilci' as const, representative: { actingFor: customer } };
const idleRep = { companyRole: null, representative: { actingFor: null } };
const manager = { companyRole: 'yonetici' as const, representative: null };

describe('a representative acting for a customer', () => {
  it('is told apart from one acting for nobody and from the company’s users', () => {
    expect(isActingForCustomer(actingRep)).toBe(true);
    expect(isActingForCustomer(idleRep)).toBe(false);
    expect(isActingForCustomer(manager)).toBe(false);
  });

  it.each<[CompanyPermission, boolean]>([
    ['manageUsers', true],
    ['approve', true],
    ['accountPayment', true],
    ['cart', false],
    ['offers', false],
    ['companyHistory', false],
    ['statement', false],
  ])('%s closed: %s (the role table)', (permission, closed) => {
    expect(closedWhileActing(actingRep, permission)).toBe(closed);
    expect(closedWhileActing(manager, permission)).toBe(false);
    expect(closedWhileActing(idleRep, permission)).toBe(false);
  });

  it('never pays by card for the customer; everyone else may', () => {
    expect(mayPayByCard(actingRep)).toBe(false);
    expect(mayPayByCard(idleRep)).toBe(true);
    expect(mayPayByCard(manager)).toBe(true);
  });
});
