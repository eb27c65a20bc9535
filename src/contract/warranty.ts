/** POST /api/catalog/WarrantyInquiry (multipart: serialNumber). Login required (403 otherwise). */
import { arrayOf, bool, map, nullable, numeric, object, oneOf, str, type Decoded } from './decode';

export const movementDecoder = object({ tarih: str, durum: str, belgeNo: str });
export type Movement = Decoded<typeof movementDecoder>;

/** The sale status that makes a lookup count (spec section 5). */
export { WARRANTY_SALE_STATUS } from '../domain/warranty';

export const warrantyAnswer = object({
  success: bool,
  error: bool,
  /** null: no record for that serial number. */
  data: nullable(
    object({
      /** Days left; negative means the warranty ended that many days ago. */
      garantiSuresi: numeric,
      /** Servers send a list or a single object; decoded it is always a list. */
      hareket: oneOf<Movement[]>(
        arrayOf(movementDecoder),
        map(movementDecoder, (m) => [m]),
      ),
    }),
  ),
});
export type WarrantyAnswer = Decoded<typeof warrantyAnswer>;
