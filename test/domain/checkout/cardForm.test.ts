/** @jest-environment node */
import fc from 'fast-check';
import {
  CARD_NUMBER_MASK,
  cardBin,
  cardLogo,
  digitsOnly,
  EXPIRY_MASK,
  freePaymentAmount,
  SECURITY_CODE_MASK,
  validateCardForm,
  type CardForm,
} from '../../../src/domain/checkout/cardForm';
import { expectMessage } from '../expectMessage';

const valid: CardForm = {
  cardNumber: '4111 1111 1111 1111',
  holder: 'Ayşe Yılmaz',
  expiry: '12/27',
  securityCode: '123',
  amount: '150,00',
};

describe('validateCardForm (in the spec order)', () => {
  it('a complete form passes', () => {
    expect(validateCardForm(valid)).toBeNull();
  });

  it('no form', () => {
    expectMessage(validateCardForm(null), 'checkout.formIncomplete', 'Form bilgilerini eksiksiz doldurunuz!');
  });

  it('a card form nobody typed into counts as no form (a typed amount alone does not fill it)', () => {
    const untouched = { cardNumber: '____ ____ ____ ____', holder: ' ', expiry: '', securityCode: '___' };
    expectMessage(
      validateCardForm({ ...untouched, amount: '150' }),
      'checkout.formIncomplete',
      'Form bilgilerini eksiksiz doldurunuz!',
    );
    expectMessage(
      validateCardForm({ ...untouched, holder: 'A', amount: '150' }),
      'checkout.cardIncomplete',
      'Kart bilgilerini eksiksiz doldurunuz!',
    );
  });

  it.each([
    [
      { cardNumber: '4111 1111 1111 111_' },
      'checkout.cardIncomplete',
      'Kart bilgilerini eksiksiz doldurunuz!',
    ],
    [{ cardNumber: '' }, 'checkout.cardIncomplete', 'Kart bilgilerini eksiksiz doldurunuz!'],
    [{ holder: '   ' }, 'checkout.holderMissing', 'Kart üzerindeki ismi doldurunuz!'],
    [{ securityCode: '12_' }, 'checkout.ccvIncomplete', 'CCV bilgisini eksiksiz doldurunuz!'],
    [{ amount: '' }, 'checkout.amountMissing', 'Tutar girmediniz!'],
    [{ amount: '0' }, 'checkout.amountMissing', 'Tutar girmediniz!'],
    [{ amount: '0,00' }, 'checkout.amountMissing', 'Tutar girmediniz!'],
    [{ amount: 0 }, 'checkout.amountMissing', 'Tutar girmediniz!'],
    [{ expiry: '12/2_' }, 'checkout.expiryIncomplete', 'Ay ve yılı eksiksiz giriniz'],
    [{ expiry: '' }, 'checkout.expiryIncomplete', 'Ay ve yılı eksiksiz giriniz'],
  ])('%j → %p', (change, key, text) => {
    expectMessage(validateCardForm({ ...valid, ...change }), key, text);
  });

  it('checks in order: form, card, holder, security code, amount, expiry', () => {
    const form: Partial<CardForm> = { cardNumber: '', holder: '', securityCode: '', amount: '', expiry: '' };
    const order: string[] = [];
    const fixes: Array<Partial<CardForm>> = [
      { cardNumber: '4111 11__ ____ ____' },
      { cardNumber: valid.cardNumber },
      { holder: valid.holder },
      { securityCode: valid.securityCode },
      { amount: valid.amount },
      { expiry: valid.expiry },
    ];
    let current = form;
    for (const fix of fixes) {
      order.push(validateCardForm(current)?.key ?? 'none');
      current = { ...current, ...fix };
    }
    order.push(validateCardForm(current)?.key ?? 'none');
    expect(order).toEqual([
      'checkout.formIncomplete',
      'checkout.cardIncomplete',
      'checkout.holderMissing',
      'checkout.ccvIncomplete',
      'checkout.amountMissing',
      'checkout.expiryIncomplete',
      'none',
    ]);
  });

  it('masks of the spec’s validation rules', () => {
    expect([CARD_NUMBER_MASK, EXPIRY_MASK, SECURITY_CODE_MASK]).toEqual([
      '9999 9999 9999 9999',
      '99/99',
      '999',
    ]);
  });
});

describe('digitsOnly and cardBin', () => {
  it('masked values give their digits', () => {
    expect(digitsOnly('4111 1111 ____ ____')).toBe('41111111');
    expect(digitsOnly('12/27')).toBe('1227');
  });

  it.each([
    ['4111 1111 1111 1111', '41111111'],
    ['5406 6754 0000 0000', '54066754'],
    ['4111 1111 1111 111_', null], // 15 digits: not yet
    ['4111 1111', null],
    ['', null],
  ])('BIN of %p is %p', (number, bin) => {
    expect(cardBin(number)).toBe(bin);
  });

  it('the BIN is the first 8 digits, only with all 16', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '7', '9', ' ', '_', '/'), maxLength: 30 }),
        (value) => {
          const digits = digitsOnly(value);
          expect(digits).toMatch(/^\d*$/);
          const bin = cardBin(value);
          expect(bin).toBe(digits.length === 16 ? digits.slice(0, 8) : null);
        },
      ),
    );
  });
});

describe('cardLogo: VISA → Visa, anything else → Mastercard', () => {
  it.each([
    ['VISA', 'Visa'],
    ['visa', 'Visa'],
    ['MASTERCARD', 'Mastercard'],
    ['TROY', 'Mastercard'],
    ['AMEX', 'Mastercard'],
    ['', 'Mastercard'],
    [null, 'Mastercard'],
  ])('%p → %p', (organization, logo) => {
    expect(cardLogo(organization)).toBe(logo);
  });
});

describe('freePaymentAmount: positive, otherwise 0', () => {
  it.each([
    ['150', 150],
    ['1.234,56', 1234.56],
    [12.5, 12.5],
    ['-5', 0],
    ['0', 0],
    ['80.645', 80645],
    ['80,6451', 80.65],
    ['0,004', 0],
    [1e-9, 0],
    ['abc', 0],
    ['', 0],
    [null, 0],
  ])('%p → %p', (value, expected) => {
    expect(freePaymentAmount(value)).toBe(expected);
  });
});
