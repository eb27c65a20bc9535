const formatter = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time of the server (ISO 8601) as people here write it: '23.11.2026 15:27'; unreadable text as is. */
export function formatDateTime(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const date = new Date(text);
  return text === '' || Number.isNaN(date.getTime()) ? text : formatter.format(date);
}
