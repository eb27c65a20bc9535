/** @jest-environment node */
import { customerOf, representativeOf, type TopHeaderFields } from '../../../src/domain/chrome/topHeader';

const info = (overrides: Partial<TopHeaderFields> = {}): TopHeaderFields => ({
  isAuthenticated: true,
  salesRepresentativeName: 'Ahmet Kaya',
  salesRepresentativePhone: '0532 111 22 33',
  salesRepresentativeEmail: 'ahmet.kaya@example.com',
  customerName: 'Yıldız Elektrik Taahhüt Ltd. Şti.',
  customerBalance: 48250.75,
  customerCurrency: 'TL',
  ...overrides,
});

describe("representativeOf: 'Temsilciniz:' with name, phone and e-mail when present", () => {
  it('gives the name with tel: and mailto: links', () => {
    expect(representativeOf(info())).toEqual({
      name: 'Ahmet Kaya',
      phone: { text: '0532 111 22 33', href: 'tel:05321112233' },
      email: { text: 'ahmet.kaya@example.com', href: 'mailto:ahmet.kaya@example.com' },
    });
  });

  it('leaves out a missing phone or e-mail', () => {
    expect(representativeOf(info({ salesRepresentativePhone: '', salesRepresentativeEmail: ' ' }))).toEqual({
      name: 'Ahmet Kaya',
      phone: null,
      email: null,
    });
  });

  it('shows a value it cannot link as text only', () => {
    const rep = representativeOf(info({ salesRepresentativeEmail: 'javascript:alert(1)' }));
    expect(rep?.email).toEqual({ text: 'javascript:alert(1)', href: null });
  });

  it('is absent without a representative name', () => {
    expect(representativeOf(info({ salesRepresentativeName: '  ' }))).toBeNull();
  });
});

describe('customerOf: the customer name and the balance by the balance rule', () => {
  it.each([
    [48250.75, '48,250.75', 'TL'],
    ['1234567.5', '1,234,567.50', 'TL'],
    [-120, '-120.00', 'TL'],
    ['Hesaplanıyor', 'Hesaplanıyor', 'TL'], // not a number: shown as is
    ['', '', ''], // empty: blank, and no currency alone
    [null, '', ''],
  ])('balance %p → %p %p', (customerBalance, balance, currency) => {
    expect(customerOf(info({ customerBalance }))).toEqual({
      name: 'Yıldız Elektrik Taahhüt Ltd. Şti.',
      balance,
      currency,
    });
  });

  it('is absent for anonymous visitors and without a name', () => {
    expect(customerOf(info({ isAuthenticated: false }))).toBeNull();
    expect(customerOf(info({ customerName: '' }))).toBeNull();
  });
});
