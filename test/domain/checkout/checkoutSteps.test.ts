/** @jest-environment node */
import { stepOfPath, stepPath, summaryPath } from '../../../src/domain/checkout/checkoutSteps';

const cart = { preview: '/sepet/odeme', payment: '/sepet/odeme/kart' };
const free = { preview: '/hesap/odeme', payment: '/hesap/odeme' };

describe('checkout step addresses', () => {
  it.each([
    ['/sepet/odeme', cart, '', 'preview'],
    ['/sepet/odeme/', cart, '', 'preview'],
    ['/sepet/odeme/kart', cart, '', 'payment'],
    ['/sepet/odeme/ozet/17', cart, '', 'summary'],
    ['/b2b/sepet/odeme/kart', cart, '/b2b', 'payment'],
    ['/b2b/sepet/odeme/ozet/3', cart, '/b2b', 'summary'],
    ['/sepet/odeme/kart', cart, '/b2b', null],
    ['/hesap/odeme', free, '', 'payment'],
    ['/sepet', cart, '', null],
    ['/sepet/odeme/ozet', cart, '', null],
  ] as const)('%s (%j, base %p) → %p', (path, urls, base, step) => {
    expect(stepOfPath(path, urls, base)).toBe(step);
  });

  it('builds step and summary pages under the base path', () => {
    expect(stepPath('payment', cart, '/b2b')).toBe('/b2b/sepet/odeme/kart');
    expect(stepPath('preview', cart)).toBe('/sepet/odeme');
    expect(summaryPath(42)).toBe('/sepet/odeme/ozet/42');
    expect(summaryPath(42, '/b2b')).toBe('/b2b/sepet/odeme/ozet/42');
  });
});
