import { localDay, machineDateTime, readableDateTime } from './dates';

// The suite runs with the machine's time zone: local moments (no 'Z') read the same in every zone.
describe('dates', () => {
  it('writes a day as YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 11, 1, 16, 40))).toBe('2026-12-01');
  });

  it.each([
    ['2026-12-01T16:40:00', '1 Dec 2026, 16:40'],
    ['2026-01-09T08:05:59', '9 Jan 2026, 08:05'],
    ['2025-11-30T00:00:00', '30 Nov 2025, 00:00'],
    ['2026-07-04T23:59:00', '4 Jul 2026, 23:59'],
  ])('reads %s as %s', (iso, expected) => {
    expect(readableDateTime(iso)).toBe(expected);
  });

  it('gives the same moment to machines as YYYY-MM-DDTHH:mm', () => {
    expect(machineDateTime('2026-12-01T16:40:30')).toBe('2026-12-01T16:40');
  });
});
