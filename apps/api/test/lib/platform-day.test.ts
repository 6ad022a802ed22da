import { describe, expect, it } from 'vitest';
import { dayCount, daysUpTo, platformDay, shiftDay } from '../../src/lib/platform-day';

describe('platformDay', () => {
  it('turns the day at midnight in the platform time zone, though the last answer is kept for its minute', () => {
    expect(platformDay(new Date('2026-11-24T23:59:59.999Z'), 'UTC')).toBe('2026-11-24');
    expect(platformDay(new Date('2026-11-25T00:00:00.000Z'), 'UTC')).toBe('2026-11-25');
    // Half-hour offset: midnight in Kolkata is 18:30 UTC, the same minute asked of two zones in turn.
    expect(platformDay(new Date('2026-11-24T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-11-24');
    expect(platformDay(new Date('2026-11-24T18:29:30.000Z'), 'UTC')).toBe('2026-11-24');
    expect(platformDay(new Date('2026-11-24T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-25');
    expect(platformDay(new Date('2026-11-24T18:30:00.000Z'), 'UTC')).toBe('2026-11-24');
    // Back in time (a test clock, a replayed job) answers for that time, not the last one asked.
    expect(platformDay(new Date('2026-11-20T12:00:00.000Z'), 'UTC')).toBe('2026-11-20');
  });
});

describe('daysUpTo', () => {
  it('lists the days up to the last, oldest first, for any last day and count asked in turn', () => {
    expect(daysUpTo('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysUpTo('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysUpTo('2026-03-02', 2)).toEqual(['2026-03-01', '2026-03-02']);
    expect(daysUpTo('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('hands out a list no caller can change for the next', () => {
    const days = daysUpTo('2026-01-10', 2) as string[];
    expect(() => days.push('2026-01-11')).toThrow(TypeError);
    expect(daysUpTo('2026-01-10', 2)).toEqual(['2026-01-09', '2026-01-10']);
  });
});

describe('shiftDay and dayCount', () => {
  it('move across months, leap days and years, and count both ends', () => {
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-11-25', 89)).toBe('2027-02-22');
    expect(dayCount('2026-11-25', '2026-11-25')).toBe(1);
    expect(dayCount('2025-11-20', '2026-11-20')).toBe(366);
    expect(dayCount('2026-11-10', '2026-11-09')).toBe(0);
  });
});
