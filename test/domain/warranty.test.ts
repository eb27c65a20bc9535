/** @jest-environment node */
import {
  hasSaleMovement,
  underWarranty,
  warrantyMovements,
  warrantyResult,
  warrantyStatus,
  WARRANTY_SALE_STATUS,
} from '../../src/domain/warranty';
import { expectMessage } from './expectMessage';

describe('warrantyStatus: negative ended, positive days left, zero the last day', () => {
  it.each([
    [-1, { kind: 'ended', days: -1 }, false],
    [-30, { kind: 'ended', days: -30 }, false],
    [0, { kind: 'endsToday', days: 0 }, true],
    [1, { kind: 'active', days: 1 }, true],
    [365, { kind: 'active', days: 365 }, true],
    ['15', { kind: 'active', days: 15 }, true],
    ['-2', { kind: 'ended', days: -2 }, false],
    ['abc', { kind: 'unknown' }, false],
    ['', { kind: 'unknown' }, false],
    [null, { kind: 'unknown' }, false],
  ])('%p → %j', (days, expected, covered) => {
    const status = warrantyStatus(days);
    expect(status).toEqual(expected);
    expect(underWarranty(status)).toBe(covered);
  });
});

describe('movements (hareket: a list or a single object)', () => {
  const sale = { tarih: '01.02.2024', durum: 'SATIŞ', belgeNo: 'F-1' };
  const refund = { tarih: '05.02.2024', durum: 'İADE', belgeNo: 'F-2' };

  it('normalises to a list', () => {
    expect(warrantyMovements(sale)).toEqual([sale]);
    expect(warrantyMovements([sale, refund])).toEqual([sale, refund]);
    expect(warrantyMovements(null)).toEqual([]);
    expect(warrantyMovements(undefined)).toEqual([]);
  });

  it.each([
    [[refund, sale], true],
    [sale, true],
    [{ durum: 'Satış' }, true],
    [{ durum: ' SATIŞ ' }, true],
    [{ durum: 'SATIS' }, false], // not the spec's word
    [refund, false],
    [[], false],
  ])('%j has a sale: %p', (hareket, expected) => {
    expect(hasSaleMovement(hareket)).toBe(expected);
  });

  it("the sale status is 'SATIŞ'", () => {
    expect(WARRANTY_SALE_STATUS).toBe('SATIŞ');
  });

  it('a result with a sale counts and lists every movement', () => {
    expect(warrantyResult({ garantiSuresi: 100, hareket: [refund, sale] })).toEqual({
      ok: true,
      status: { kind: 'active', days: 100 },
      movements: [refund, sale],
    });
  });

  it('a result without a sale does not count', () => {
    const result = warrantyResult({ garantiSuresi: 100, hareket: refund });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expectMessage(
        result.message,
        'warranty.noSale',
        'Girilen seri numarasında hiçbir satış kaydı bulunmamaktadır, lütfen girdiğiniz seri numarasını kontrol edin.',
      );
    }
  });

  it.each([[null], [undefined], [{}]])('no data (%p) says so', (data) => {
    const result = warrantyResult(data);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expectMessage(result.message, 'warranty.noData', 'Aradığınız ürüne ait bilgi bulunamadı.');
  });
});
