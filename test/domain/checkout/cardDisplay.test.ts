/** @jest-environment node */
import {
  cardNumberOnCard,
  expiryOnCard,
  holderOnCard,
  securityCodeOnCard,
} from '../../../src/domain/checkout/cardDisplay';

describe('the card graphic shows what is typed', () => {
  it.each([
    ['', '•••• •••• •••• ••••'],
    ['4355 08__ ____ ____', '4355 08•• •••• ••••'],
    ['4355 0843 5508 4358', '4355 0843 5508 4358'],
    ['4355084355084358999', '4355 0843 5508 4358'],
  ])('number %p → %p', (value, shown) => {
    expect(cardNumberOnCard(value)).toBe(shown);
  });

  it.each([
    ['', '••/••'],
    ['1_/__', '1•/••'],
    ['12/39', '12/39'],
  ])('expiry %p → %p', (value, shown) => {
    expect(expiryOnCard(value)).toBe(shown);
  });

  it('security code and holder', () => {
    expect(securityCodeOnCard('1__')).toBe('1••');
    expect(securityCodeOnCard('123')).toBe('123');
    expect(holderOnCard('  ayşe   yılmaz iz ')).toBe('AYŞE YILMAZ İZ');
    expect(holderOnCard(null)).toBe('');
  });
});
