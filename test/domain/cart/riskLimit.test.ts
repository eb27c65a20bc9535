/** @jest-environment node */
import fc from 'fast-check';
import { availableCredit, riskLimitCheck, type RiskLimitInput } from '../../../src/domain/cart/riskLimit';
import { turkishText } from '../expectMessage';
import { toCents } from '../../../src/domain/shared/rounding';
import { expectMessage } from '../expectMessage';

const on = (change: Partial<RiskLimitInput>): RiskLimitInput => ({
  enabled: '1',
  riskLimit: 10000,
  overdueBalance: 2000,
  cartTotal: 0,
  ...change,
});

const spec = (excess: string, available: string) =>
  `Açık hesap risk limitinizi ${excess} TL aştınız. En fazla ${available} TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.`;

describe('riskLimitCheck', () => {
  it.each([
    ['the setting is off', { enabled: '0', cartTotal: 50000 }],
    ['the setting is false', { enabled: false, cartTotal: 50000 }],
    ['the limit is 0', { riskLimit: 0, cartTotal: 50000 }],
    ['the limit is negative', { riskLimit: -5, cartTotal: 50000 }],
    ['there is no limit', { riskLimit: null, cartTotal: 50000 }],
  ])('does not apply when %s', (_name, change) => {
    expect(riskLimitCheck(on(change as Partial<RiskLimitInput>))).toEqual({ applies: false, blocked: false });
  });

  it('available credit = limit − overdue balance', () => {
    expect(riskLimitCheck(on({ cartTotal: 5000 }))).toEqual({
      applies: true,
      blocked: false,
      available: 8000,
    });
  });

  it('a total equal to the available credit does not exceed it', () => {
    expect(riskLimitCheck(on({ cartTotal: 8000 })).blocked).toBe(false);
  });

  it('a total one cent above it is blocked with the message', () => {
    const result = riskLimitCheck(on({ cartTotal: 8000.01 }));
    expect(result).toMatchObject({
      applies: true,
      blocked: true,
      outright: false,
      available: 8000,
      excess: 0.01,
    });
    if (result.blocked) expectMessage(result.message, 'cart.riskLimitExceeded', spec('0,01', '8.000,00'));
  });

  it.each([
    ['Turkish total', '9.234,56', '1.234,56', '8.000,00'],
    ['English total', '9,234.56', '1.234,56', '8.000,00'],
    ['total with TL', '9234,56 TL', '1.234,56', '8.000,00'],
  ])('parses a %s', (_name, cartTotal, excess, available) => {
    const result = riskLimitCheck(on({ cartTotal }));
    expect(result.blocked && turkishText(result.message)).toBe(spec(excess, available));
  });

  it('parses limit and overdue balance from strings', () => {
    expect(
      riskLimitCheck(on({ riskLimit: '10.000', overdueBalance: '2.000,00', cartTotal: '5.000,50' })),
    ).toEqual({
      applies: true,
      blocked: false,
      available: 8000,
    });
  });

  it('available 0 blocks even an empty cart', () => {
    const result = riskLimitCheck(on({ overdueBalance: 10000, cartTotal: 0 }));
    expect(result).toMatchObject({ blocked: true, available: 0, excess: 0 });
    expect(result.blocked && turkishText(result.message)).toBe(spec('0,00', '0,00'));
  });

  it('overdue debt above the limit: excess counts from the negative credit, shown available is 0', () => {
    const result = riskLimitCheck(on({ overdueBalance: 12000, cartTotal: 500 }));
    expect(result).toMatchObject({ blocked: true, available: -2000, excess: 2500 });
    expect(result.blocked && turkishText(result.message)).toBe(spec('2.500,00', '0,00'));
  });

  it.each([[1], ['1'], ['1,00']])('a limit of exactly 1 (%p) blocks outright', (riskLimit) => {
    const result = riskLimitCheck(on({ riskLimit, overdueBalance: 0, cartTotal: 10 }));
    expect(result).toMatchObject({ applies: true, blocked: true, outright: true, available: 0, excess: 10 });
    expect(result.blocked && turkishText(result.message)).toBe(spec('10,00', '0,00'));
  });

  it('a limit of 1.5 is a real limit', () => {
    expect(riskLimitCheck(on({ riskLimit: 1.5, overdueBalance: 0, cartTotal: 1 })).blocked).toBe(false);
  });

  it('an unreadable total counts as 0', () => {
    expect(riskLimitCheck(on({ cartTotal: 'abc' })).blocked).toBe(false);
  });

  const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => n / 100);

  it('blocks exactly when available ≤ 0 or the total exceeds it; excess + available = total', () => {
    fc.assert(
      fc.property(cents(10_000_000), cents(10_000_000), cents(20_000_000), (limit, overdue, total) => {
        fc.pre(limit > 0 && limit !== 1);
        const result = riskLimitCheck({
          enabled: '1',
          riskLimit: limit,
          overdueBalance: overdue,
          cartTotal: total,
        });
        const available = availableCredit(limit, overdue);
        expect(toCents(available)).toBe(toCents(limit) - toCents(overdue));
        expect(result.blocked).toBe(available <= 0 || total > available);
        if (result.blocked) expect(toCents(result.excess) + toCents(result.available)).toBe(toCents(total));
      }),
    );
  });

  it('never blocks when the setting is off', () => {
    fc.assert(
      fc.property(cents(1_000_000), cents(1_000_000), cents(1_000_000), (limit, overdue, total) => {
        expect(
          riskLimitCheck({ enabled: '0', riskLimit: limit, overdueBalance: overdue, cartTotal: total })
            .blocked,
        ).toBe(false);
      }),
    );
  });
});
