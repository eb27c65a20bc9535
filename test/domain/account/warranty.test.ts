/** @jest-environment node */
import {
  movementDate,
  hasSaleMovement,
  underWarranty,
  warrantyMovements,
  warrantyResult,
  warrantyStatus,
  warrantyStatusMessage,
  WARRANTY_SALE_STATUS,
} from '../../../src/domain/account/warranty';
import { expectMessage } from '../expectMessage';

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

describe('no data: neither a warranty period nor a movement', () => {
  it.each([
    [{ garantiSuresi: null, hareket: [] }],
    [{ garantiSuresi: '', hareket: null }],
    [{ hareket: [] }],
  ])('%j', (data) => {
    const result = warrantyResult(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.key).toBe('warranty.noData');
  });

  it('movements without a period still count by their sale, the status unknown', () => {
    expect(warrantyResult({ garantiSuresi: null, hareket: { durum: 'SATIŞ' } })).toMatchObject({
      ok: true,
      status: { kind: 'unknown' },
    });
  });
});

describe('warrantyStatusMessage: the sentence of the result modal', () => {
  it.each([
    [{ kind: 'active', days: 609 }, 'warranty.daysLeft', 'Garanti süresinin bitmesine 609 gün kaldı.'],
    [{ kind: 'endsToday', days: 0 }, 'warranty.endsToday', 'Garanti süresi bugün sona eriyor.'],
    [{ kind: 'ended', days: -170 }, 'warranty.endedDaysAgo', 'Garanti süresi 170 gün önce sona erdi.'],
    [{ kind: 'ended', days: -1 }, 'warranty.endedDaysAgo', 'Garanti süresi 1 gün önce sona erdi.'],
    [{ kind: 'unknown' }, 'warranty.statusUnknown', 'Garanti süresi bilgisi bulunamadı.'],
  ] as const)('%j', (status, key, text) => {
    expectMessage(warrantyStatusMessage(status), key, text);
  });

  it('follows warrantyStatus for the raw garantiSuresi', () => {
    expect(warrantyStatusMessage(warrantyStatus(-30)).params).toEqual({ days: 30 });
    expect(warrantyStatusMessage(warrantyStatus('12')).params).toEqual({ days: 12 });
  });
});

describe('movementDate', () => {
  it.each([
    ['2024-03-05', '05.03.2024'],
    ['2024-03-05T11:00:00.000Z', '05.03.2024'],
    ['2024-03-05 11:00', '05.03.2024'],
    ['05.03.2024', '05.03.2024'],
    [' 2024-12-31 ', '31.12.2024'],
    ['dün', 'dün'],
    ['', ''],
    [undefined, ''],
  ])('%p → %p', (tarih, shown) => {
    expect(movementDate(tarih)).toBe(shown);
  });
});
