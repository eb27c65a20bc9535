/** @jest-environment node */
import fc from 'fast-check';
import { addToCartButton, canAddToCart, type AddToCartInput } from '../../../src/domain/cart/addToCartState';
import { turkishText } from '../expectMessage';

const base: AddToCartInput = {
  stock: 10,
  salePrice: 50,
  cartStockControl: false,
  whatsappEnabled: false,
  whatsappNumber: '',
  notInStock: false,
};

// The spec’s states and transitions, case by case: input changes → state, label, disabled, chat link, adding offered.
const CASES: Array<[string, Partial<AddToCartInput>, string, string, boolean, boolean, boolean]> = [
  ['in stock with a price', {}, 'normal', 'Sepete Ekle', false, false, true],
  ['stock 0, control off', { stock: 0 }, 'soldOut', 'Stokta Tükendi', true, false, false],
  ['stock below 0', { stock: -3 }, 'soldOut', 'Stokta Tükendi', true, false, false],
  [
    'out, WhatsApp on with a long number',
    { stock: 0, whatsappEnabled: true, whatsappNumber: '905321234567' },
    'noStock',
    'Stokta Yok',
    true,
    false,
    false,
  ],
  [
    'out, WhatsApp on, notInStock 1',
    { stock: 0, whatsappEnabled: true, whatsappNumber: '905321234567', notInStock: true },
    'askStock',
    'Stokta Sorunuz',
    false,
    true,
    false,
  ],
  [
    'out, WhatsApp number of exactly 4 characters',
    { stock: 0, whatsappEnabled: true, whatsappNumber: '1234', notInStock: true },
    'soldOut',
    'Stokta Tükendi',
    true,
    false,
    false,
  ],
  [
    'out, WhatsApp number of 5 characters',
    { stock: 0, whatsappEnabled: true, whatsappNumber: '12345' },
    'noStock',
    'Stokta Yok',
    true,
    false,
    false,
  ],
  [
    'out, WhatsApp off although a number is set',
    { stock: 0, whatsappNumber: '905321234567', notInStock: true },
    'soldOut',
    'Stokta Tükendi',
    true,
    false,
    false,
  ],
  [
    'out but cart stock control on',
    { stock: 0, cartStockControl: true },
    'normal',
    'Sepete Ekle',
    false,
    false,
    true,
  ],
  ['price zero', { salePrice: 0 }, 'askPrice', 'Fiyat Sorunuz', true, false, false],
  [
    'out and price zero: stock first',
    { stock: 0, salePrice: 0 },
    'soldOut',
    'Stokta Tükendi',
    true,
    false,
    false,
  ],
  [
    'out, control on, price zero',
    { stock: 0, salePrice: 0, cartStockControl: true },
    'askPrice',
    'Fiyat Sorunuz',
    true,
    false,
    false,
  ],
  // A price is a finite number above 0 (domain/catalog/hasPrice): the price tag says 'Fiyat Sorunuz' for these.
  ['a negative price', { salePrice: -5 }, 'askPrice', 'Fiyat Sorunuz', true, false, false],
  ['a price of -0', { salePrice: -0 }, 'askPrice', 'Fiyat Sorunuz', true, false, false],
  ['a price that is not a number', { salePrice: NaN }, 'askPrice', 'Fiyat Sorunuz', true, false, false],
  ['an infinite price', { salePrice: Infinity }, 'askPrice', 'Fiyat Sorunuz', true, false, false],
];

describe('addToCartButton', () => {
  it.each(CASES)('%s', (_name, change, state, label, disabled, chatLink, canAdd) => {
    const button = addToCartButton({ ...base, ...change });
    expect(button.state).toBe(state);
    expect(button.label.key).toBe(`addToCart.${state === 'normal' ? 'add' : state}`);
    expect(turkishText(button.label)).toBe(label);
    expect(button.disabled).toBe(disabled);
    expect(button.chatLink).toBe(chatLink);
    expect(button.canAdd).toBe(canAdd);
  });

  it('adding is offered exactly when stock > 0 or control on, and the price is above 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.constantFrom(0, -0, 1, -1, 12.5, -0.01, NaN),
        fc.boolean(),
        fc.boolean(),
        fc.string(),
        fc.boolean(),
        (stock, salePrice, cartStockControl, whatsappEnabled, whatsappNumber, notInStock) => {
          const input = { stock, salePrice, cartStockControl, whatsappEnabled, whatsappNumber, notInStock };
          const expected = (stock > 0 || cartStockControl) && salePrice > 0;
          expect(canAddToCart(input)).toBe(expected);
          const button = addToCartButton(input);
          expect(button.canAdd).toBe(expected);
          // a pressable add button only where adding is offered
          if (button.state === 'normal') expect(expected).toBe(true);
        },
      ),
    );
  });
});

describe('a company role without a cart (İzleyici)', () => {
  it('shows the add disabled, whatever the stock and price would allow', () => {
    const button = addToCartButton({ ...base, roleAllowsCart: false });
    expect(button.state).toBe('roleDenied');
    expect(turkishText(button.label)).toBe('Sepete Ekle');
    expect(button.disabled).toBe(true);
    expect(button.canAdd).toBe(false);
    expect(button.chatLink).toBe(false);
  });

  it('changes nothing for a role with a cart, a visitor or an administrator', () => {
    expect(addToCartButton({ ...base, roleAllowsCart: true })).toEqual(addToCartButton(base));
  });
});
