/** @jest-environment node */
import {
  cardNumberOnCard,
  expiryOnCard,
  holderOnCard,
  securityCodeOnCard,
} from '../../src/domain/cardDisplay';
import { formatDateTime } from '../../src/domain/dateTime';

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

describe('formatDateTime', () => {
  it('writes a server date in the Turkish form, and unreadable text as is', () => {
    expect(formatDateTime('2026-03-05T09:07:00')).toBe('05.03.2026 09:07');
    expect(formatDateTime('dün')).toBe('dün');
    expect(formatDateTime('')).toBe('');
  });
});
