/** Warranty lookup: days left (negative when ended) and the sales movements of a serial number. */
import type { Movement } from '../../src/contract/warranty';
import type { LocaleCode } from '../../src/domain/chrome/locales';
import type { Db } from '../db/handle';
import { hostWord } from '../vocabulary';

const DAY_MS = 24 * 3600 * 1000;

/**
 * null for an unknown serial. A single movement is answered as an object rather than a list, as some
 * ERP backends do: the spec's decoders accept both, and the demo exercises both.
 */
export async function warrantyLookup(db: Db, serial: string, now = new Date(), locale: LocaleCode = 'tr') {
  const row = await db
    .selectFrom('warranty_serials')
    .select(['warranty_days', 'starts_at'])
    .where('serial', '=', serial)
    .executeTakeFirst();
  if (!row) return null;
  const ends = new Date(row.starts_at).getTime() + row.warranty_days * DAY_MS;
  const moves = await db
    .selectFrom('warranty_movements')
    .select(['tarih', 'durum', 'belge_no'])
    .where('serial', '=', serial)
    .orderBy('tarih')
    .orderBy('id')
    .execute();
  const hareket: Movement[] = moves.map((m) => ({
    tarih: m.tarih.slice(0, 10),
    // The rule reads durum ('SATIŞ'); durumText is what the viewer reads.
    durum: m.durum,
    belgeNo: m.belge_no,
    durumText: hostWord(m.durum, locale),
  }));
  return {
    garantiSuresi: Math.floor((ends - now.getTime()) / DAY_MS),
    hareket: hareket.length === 1 ? hareket[0]! : hareket,
  };
}
