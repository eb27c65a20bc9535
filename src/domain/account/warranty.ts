import { domainMessage, type DomainMessage } from '../shared/messageKeys';

/** A sales movement of the warranty answer (data.hareket). */
export interface WarrantyMovement {
  tarih?: string;
  durum?: string;
  belgeNo?: string;
  /** The status in the viewer's language when the host gives one; the rule reads durum only. */
  durumText?: string;
}

export interface WarrantyData {
  /** Days: negative means the warranty ended, positive means days left. */
  garantiSuresi?: number | string | null;
  /** A list of movements or a single movement object. */
  hareket?: WarrantyMovement | WarrantyMovement[] | null;
}

export type WarrantyStatus =
  | { kind: 'ended'; days: number }
  | { kind: 'endsToday'; days: 0 }
  | { kind: 'active'; days: number }
  | { kind: 'unknown' };

/** The movement status that makes a lookup count. */
export const WARRANTY_SALE_STATUS = 'SATIŞ';

/**
 * garantiSuresi: negative → ended, positive → that many days left. Zero is the warranty's last day:
 * it still covers today and ends tonight ('endsToday', still under warranty). Not a number → unknown.
 */
export function warrantyStatus(garantiSuresi: number | string | null | undefined): WarrantyStatus {
  const days = typeof garantiSuresi === 'string' ? Number(garantiSuresi.trim() || Number.NaN) : garantiSuresi;
  if (typeof days !== 'number' || !Number.isFinite(days)) return { kind: 'unknown' };
  if (days < 0) return { kind: 'ended', days };
  if (days === 0) return { kind: 'endsToday', days: 0 };
  return { kind: 'active', days };
}

/** Whether the product is still under warranty today. */
export function underWarranty(status: WarrantyStatus): boolean {
  return status.kind === 'active' || status.kind === 'endsToday';
}

/** hareket may be a list or a single object; no hareket is no movement. */
export function warrantyMovements(hareket: WarrantyData['hareket']): WarrantyMovement[] {
  if (hareket === null || hareket === undefined) return [];
  return Array.isArray(hareket) ? hareket : [hareket];
}

// The spec's status is 'SATIŞ'; blanks around it and 'Satış' in Turkish lower case count the same.
function isSale(movement: WarrantyMovement): boolean {
  return (movement.durum ?? '').trim().toLocaleUpperCase('tr-TR') === WARRANTY_SALE_STATUS;
}

export function hasSaleMovement(hareket: WarrantyData['hareket']): boolean {
  return warrantyMovements(hareket).some(isSale);
}

export type WarrantyResult =
  | { ok: true; status: WarrantyStatus; movements: WarrantyMovement[] }
  | { ok: false; message: DomainMessage<'warranty.noData' | 'warranty.noSale'> };

/**
 * What a lookup shows: no data (nothing at all, or neither a warranty period nor a movement) → 'Aradığınız ürüne ait bilgi bulunamadı.'; data without a sale
 * movement → the no-sale message; otherwise the status and every movement (the result modal lists
 * all sales movements, the sale one only decides whether the result counts).
 */
export function warrantyResult(data: WarrantyData | null | undefined): WarrantyResult {
  const blankDays =
    data?.garantiSuresi === undefined || data.garantiSuresi === null || data.garantiSuresi === '';
  if (!data || (blankDays && warrantyMovements(data.hareket).length === 0)) {
    return { ok: false, message: domainMessage('warranty.noData') };
  }
  if (!hasSaleMovement(data.hareket)) return { ok: false, message: domainMessage('warranty.noSale') };
  return { ok: true, status: warrantyStatus(data.garantiSuresi), movements: warrantyMovements(data.hareket) };
}

export type WarrantyStatusMessageKey =
  'warranty.daysLeft' | 'warranty.endsToday' | 'warranty.endedDaysAgo' | 'warranty.statusUnknown';

/** The sentence the result modal shows for a status; an ended warranty says how many days ago. */
export function warrantyStatusMessage(status: WarrantyStatus): DomainMessage<WarrantyStatusMessageKey> {
  switch (status.kind) {
    case 'active':
      return domainMessage('warranty.daysLeft', { days: status.days });
    case 'endsToday':
      return domainMessage('warranty.endsToday');
    case 'ended':
      return domainMessage('warranty.endedDaysAgo', { days: Math.abs(status.days) });
    case 'unknown':
      return domainMessage('warranty.statusUnknown');
  }
}

/**
 * A movement date as Turkish users read it: an ISO date ('2024-03-05', with or without a time) becomes
 * '05.03.2024'; anything else (already '05.03.2024', or a text of the ERP's own) is shown as sent.
 */
export function movementDate(tarih: string | undefined): string {
  const text = (tarih ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : text;
}
