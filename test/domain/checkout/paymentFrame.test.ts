/** @jest-environment node */
import { paymentFrameOrigin } from '../../../src/domain/checkout/paymentFrame';

describe('paymentFrameOrigin: the exact origin card data may go to', () => {
  it.each([
    ['http://127.0.0.1:3001', 'http://127.0.0.1:3001'],
    ['https://pay.example.com/', 'https://pay.example.com'],
    ['  HTTPS://Pay.Example.com:443 ', 'https://pay.example.com'],
    ['', null],
    [null, null],
    ['*', null],
    ['pay.example.com', null],
    ['javascript:alert(1)', null],
    ['//pay.example.com', null],
    ['https://pay.example.com/payment/start', null],
    ['https://user:pw@pay.example.com', null],
    ['https://pay.example.com?x=1', null],
  ])('%p → %p', (value, origin) => {
    expect(paymentFrameOrigin(value)).toBe(origin);
  });
});
