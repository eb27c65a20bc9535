/** The shortest number a chat link is built for: the spec asks for more than 4 characters. */
const MIN_WHATSAPP_DIGITS = 5;

/**
 * A WhatsApp chat link https://wa.me/{number}?text=…, or null when the number has too few digits.
 * Only the digits of the configured number are used ('+90 555 111 22 33' → 905551112233), so the
 * link is always https on wa.me whatever the configuration holds (no javascript:, no other host).
 */
export function whatsappChatUrl(number: string, message: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < MIN_WHATSAPP_DIGITS) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
