/** POST /api/catalog/WarrantyInquiry (multipart: serialNumber). Login required (403 otherwise). */
import {
  arrayOf,
  bool,
  DecodeError,
  isRecord,
  literal,
  map,
  nullable,
  numeric,
  object,
  oneOf,
  optional,
  type Decoded,
  type Decoder,
} from './decode';

/** A text field of an ERP record: document numbers often come as numbers, blanks as null. */
const erpText: Decoder<string> = (v, p) => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new DecodeError(p, 'a text', v);
};

const movementFields = object({ tarih: erpText, durum: erpText, belgeNo: erpText });

/** A movement; durumText only when the answer has one. */
export type Movement = Decoded<typeof movementFields> & { durumText?: string };

/**
 * durum is what the spec's rule reads ('SATIŞ'); durumText, when the host gives it, is the status in
 * the viewer's language, shown instead of durum (ERPs that send none are read as before).
 */
export const movementDecoder: Decoder<Movement> = (v, p) => {
  const movement = movementFields(v, p);
  const text = isRecord(v) ? v.durumText : undefined;
  if (text === undefined || text === null || text === '') return movement;
  return { ...movement, durumText: erpText(text, `${p}.durumText`) };
};

/** The sale status that makes a lookup count. */
export { WARRANTY_SALE_STATUS } from '../domain/account/warranty';

const warrantyDataDecoder = object({
  /** Days left; negative means the warranty ended that many days ago; null when the ERP has none. */
  garantiSuresi: nullable(numeric),
  /** Servers send a list or a single object (or nothing); decoded it is always a list. */
  hareket: optional(
    oneOf<Movement[]>(
      arrayOf(movementDecoder),
      map(movementDecoder, (m) => [m]),
    ),
    [],
  ),
});

/** "No record" arrives as null, but also as [], {} or '' from some backends: all mean no data. */
function isEmptyData(v: unknown): boolean {
  return (
    v === null ||
    v === undefined ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (isRecord(v) && Object.keys(v).length === 0)
  );
}

export const warrantyAnswer = object({
  success: optional(bool, true),
  /** true: the lookup failed on the server without a message of its own. */
  error: optional(bool, false),
  /** null: no record for that serial number. */
  data: (v, p) => (isEmptyData(v) ? null : nullable(warrantyDataDecoder)(v, p)),
});
export type WarrantyAnswer = Decoded<typeof warrantyAnswer>;

/** data-props: 'inline' (default) puts the form in the page; 'modal' a button opening it (a header link). */
export const warrantyInquiryPropsDecoder = object({
  display: optional(literal('inline', 'modal'), 'inline'),
});
