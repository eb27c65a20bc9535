/** @jest-environment node */
import { formatDate, formatDateTime } from '../../src/domain/dates';

describe('order and offer dates (Turkish format)', () => {
  it.each([
    ['2025-03-14T09:05:00.000Z', 'Europe/Istanbul', '14.03.2025', '14.03.2025 12:05'],
    ['2024-12-31T22:30:00.000Z', 'Europe/Istanbul', '01.01.2025', '01.01.2025 01:30'],
    ['2024-12-31T22:30:00.000Z', 'UTC', '31.12.2024', '31.12.2024 22:30'],
  ])('%s in %s', (iso, zone, date, dateTime) => {
    expect(formatDate(iso, zone)).toBe(date);
    expect(formatDateTime(iso, zone)).toBe(dateTime);
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDate('dün')).toBe('dün');
    expect(formatDateTime('')).toBe('');
  });
});
