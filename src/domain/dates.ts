/**
 * Dates of orders and offers as Turkish readers write them: 14.03.2025 or 14.03.2025 12:30, in the
 * reader's time zone. A value that is not a date is shown as it came rather than as "Invalid Date".
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(withTime: boolean, timeZone?: string): Intl.DateTimeFormat {
  const key = `${withTime}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('tr-TR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

function parsed(value: string): Date | null {
  const date = new Date(value);
  return value.trim() !== '' && Number.isFinite(date.getTime()) ? date : null;
}

export function formatDate(value: string, timeZone?: string): string {
  const date = parsed(value);
  return date ? formatter(false, timeZone).format(date) : value;
}

export function formatDateTime(value: string, timeZone?: string): string {
  const date = parsed(value);
  return date ? formatter(true, timeZone).format(date) : value;
}
