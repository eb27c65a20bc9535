/**
 * Dates shown to people, as Turkish readers write them: 14.03.2025 or 14.03.2025 12:30. Always on
 * the store's clock (STORE_TIME_ZONE), never the reader's or the process's: the host's pages and the
 * widgets in any browser show one instant the same way. Text that is no ISO 8601 date is shown as
 * it came rather than as "Invalid Date" or as a guess.
 */

/** The store's time zone: the one clock every date is shown on. */
export const STORE_TIME_ZONE = 'Europe/Istanbul';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const dateFormat = new Intl.DateTimeFormat('tr-TR', { ...DATE, timeZone: STORE_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', { ...DATE, ...TIME, timeZone: STORE_TIME_ZONE });
/** The store's wall clock as numbers, to find its offset from UTC at an instant. */
const wallClock = new Intl.DateTimeFormat('en-US', {
  ...DATE,
  ...TIME,
  second: '2-digit',
  timeZone: STORE_TIME_ZONE,
});

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Milliseconds the store's clock is ahead of UTC at `ms`. */
function storeOffset(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const part = Object.fromEntries(wallClock.formatToParts(whole).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return asUtc - whole;
}

/** An offset written in the text ('Z', '+03:00', '-0500') in milliseconds. */
function writtenOffset(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return (digits.startsWith('-') ? -1 : 1) * minutes * 60_000;
}

/**
 * The instant an ISO 8601 text names. Without an offset the text is the store's wall clock: a JS
 * Date would read it on the process's clock, so a server in UTC and a browser in Berlin would
 * disagree. Fields out of range (month 13, 30 February) make no date rather than roll over.
 */
function instantOf(text: string): Date | null {
  const iso = ISO.exec(text);
  if (!iso) return null;
  const [year, month, day, hour, minute, second] = iso.slice(1, 7).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((iso[7] ?? '').padEnd(3, '0').slice(0, 3));
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  const fieldsKept =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  if (!fieldsKept) return null;
  const ms = wall.getTime();
  if (iso[8]) return new Date(ms - writtenOffset(iso[8]));
  // Twice: the offset at the guess may differ from the one at the answer across a clock change.
  return new Date(ms - storeOffset(ms - storeOffset(ms)));
}

function format(value: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  const date = instantOf((value ?? '').trim());
  return date ? formatter.format(date) : (value ?? '');
}

/** '14.03.2025' on the store's clock. */
export const formatDate = (value: string | null | undefined): string => format(value, dateFormat);

/** '14.03.2025 12:30' on the store's clock. */
export const formatDateTime = (value: string | null | undefined): string => format(value, dateTimeFormat);

/**
 * The first instant of the month `now` is in, on the store's clock: a monthly limit
 * counts the orders from then, whatever the server's or the browser's time zone.
 */
export function storeMonthStart(now: Date): Date {
  const part = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  return instantOf(`${part.year}-${part.month}-01T00:00:00`)!;
}
