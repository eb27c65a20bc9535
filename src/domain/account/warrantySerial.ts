import { domainMessage, type DomainMessage } from '../shared/messageKeys';

/** Longest serial number a lookup sends (manufacturers' serials are far shorter). */
export const WARRANTY_SERIAL_MAX = 50;

export type SerialMessageKey =
  'warranty.serialRequired' | 'warranty.serialTooLong' | 'warranty.serialInvalid';

export type SerialCheck =
  { ok: true; serial: string } | { ok: false; message: DomainMessage<SerialMessageKey> };

// Control and format characters (tabs, line breaks, zero-width and direction marks) never belong to
// a serial number: they come from pasting and would make the lookup miss silently.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * The serial number as the lookup sends it: trimmed, not empty, at most WARRANTY_SERIAL_MAX characters
 * (counted as characters, not UTF-16 units), without control characters.
 */
export function checkSerialNumber(text: string): SerialCheck {
  const serial = text.trim();
  if (serial === '') return { ok: false, message: domainMessage('warranty.serialRequired') };
  if (INVISIBLE.test(serial)) return { ok: false, message: domainMessage('warranty.serialInvalid') };
  if (Array.from(serial).length > WARRANTY_SERIAL_MAX)
    return { ok: false, message: domainMessage('warranty.serialTooLong', { max: WARRANTY_SERIAL_MAX }) };
  return { ok: true, serial };
}
