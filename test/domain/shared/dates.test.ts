/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatDate, formatDateTime, STORE_TIME_ZONE } from '../../../src/domain/shared/dates';

// [text, date, date and time]: always on the store's clock (Europe/Istanbul).
const INSTANTS = [
  ['2025-03-14T09:05:00.000Z', '14.03.2025', '14.03.2025 12:05'],
  // Near midnight UTC: the store's date is already the next day (and year).
  ['2024-12-31T22:30:00.000Z', '01.01.2025', '01.01.2025 01:30'],
  ['2025-06-30T21:00:00Z', '01.07.2025', '01.07.2025 00:00'],
  ['2025-03-14T23:59:00+03:00', '14.03.2025', '14.03.2025 23:59'],
  ['2025-03-14T20:30:00-0500', '15.03.2025', '15.03.2025 04:30'],
  // Before 2016 Istanbul kept winter time (+02:00): the clock of that day counts.
  ['2015-01-10T22:30:00Z', '11.01.2015', '11.01.2015 00:30'],
  // Without an offset a text is the store's wall clock, whatever the clock of the process formatting it.
  ['2026-03-05T09:07:00', '05.03.2026', '05.03.2026 09:07'],
  ['2026-03-05 23:45:10.5', '05.03.2026', '05.03.2026 23:45'],
  ['2015-01-10T23:30', '10.01.2015', '10.01.2015 23:30'],
  ['2026-03-05', '05.03.2026', '05.03.2026 00:00'],
  [' 2025-03-14T09:05:00Z ', '14.03.2025', '14.03.2025 12:05'],
] as const;

describe(`dates on the store's clock (${STORE_TIME_ZONE})`, () => {
  it('is Europe/Istanbul', () => expect(STORE_TIME_ZONE).toBe('Europe/Istanbul'));

  it.each(INSTANTS)('%p → %p, %p', (text, date, dateTime) => {
    expect(formatDate(text)).toBe(date);
    expect(formatDateTime(text)).toBe(dateTime);
  });

  it.each([
    ['dün'],
    [' dün '],
    [''],
    ['   '],
    ['14.03.2025'],
    ['2026-13-01T10:00:00Z'],
    ['2026-02-30'],
    ['2026-03-05T24:30:00'],
    ['March 5, 2026'],
    ['1741942800000'],
  ])('shows unreadable text %p as it came', (text) => {
    expect(formatDate(text)).toBe(text);
    expect(formatDateTime(text)).toBe(text);
  });

  it('shows nothing for no value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe("the process's time zone does not matter (a server and a browser agree)", () => {
  // jest gives a test its own copy of process.env, so TZ can only be changed in a process of its own.
  const root = path.resolve(__dirname, '../../..');
  const script = `
    const { formatDate, formatDateTime } = require(${JSON.stringify(path.join(root, 'src/domain/shared/dates.ts'))});
    const texts = ${JSON.stringify(INSTANTS.map(([text]) => text))};
    console.log(JSON.stringify({
      local: new Date(2026, 2, 5, 9, 7).toISOString(),
      shown: texts.map((t) => [formatDate(t), formatDateTime(t)]),
    }));`;

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])('TZ=%s', (tz) => {
    const out = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['-e', script], {
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    });
    const { local, shown } = JSON.parse(out) as { local: string; shown: string[][] };
    // The child really ran on that clock: 09:07 local is another instant outside UTC.
    expect(local === '2026-03-05T09:07:00.000Z').toBe(tz === 'UTC');
    expect(shown).toEqual(INSTANTS.map(([, date, dateTime]) => [date, dateTime]));
  });
});
