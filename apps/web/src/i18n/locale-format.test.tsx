import { changeLocale } from '@app/web-kit/i18n/i18n';
import { formatDateTime, formatDay, formatLongDate, formatUsdt, percent, usdt } from '@app/web-kit/lib/format';
import { afterEach, describe, expect, it } from 'vitest';

// docs/product.md#languages: numbers and dates in the chosen language's way; English keeps the output of
// docs/product.md#web-client.

afterEach(async () => {
  await changeLocale('en');
});

const MOMENT = new Date(2026, 10, 23, 9, 5, 3);

describe('formats in English', () => {
  it("keeps today's exact output", () => {
    expect(usdt(1234567.5)).toBe('1,234,567.50 USDT');
    expect(formatUsdt(0.000001)).toBe('0.000001');
    expect(percent(1.5)).toBe('1.5%');
    expect(formatDateTime(MOMENT)).toBe('2026-11-23 09:05:03');
    expect(formatDay('2026-11-05')).toBe('2026-11-05');
    expect(formatLongDate('2026-11-20T10:00:00.000Z')).toBe('20 November 2026');
  });
});

describe('formats in Hindi', () => {
  it('groups in lakhs and crores, with the date day first', async () => {
    await changeLocale('hi');
    expect(usdt(1234567.5)).toBe('12,34,567.50 USDT');
    expect(formatUsdt(0.000001)).toBe('0.000001');
    expect(percent(1.5)).toBe('1.5%');
    expect(formatDateTime(MOMENT)).toBe('23/11/2026, 09:05:03');
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatLongDate('2026-11-20T10:00:00.000Z')).toBe('20 नवंबर 2026');
  });
});

describe('formats in Spanish', () => {
  it('uses a decimal comma and point for thousands, with the date day first', async () => {
    await changeLocale('es');
    expect(usdt(1234567.5)).toBe('1.234.567,50 USDT');
    expect(formatUsdt(12.345678)).toBe('12,345678');
    expect(percent(1.5)).toBe('1,5\u00a0%');
    expect(formatDateTime(MOMENT)).toBe('23/11/2026, 09:05:03');
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatLongDate('2026-11-20T10:00:00.000Z')).toBe('20 de noviembre de 2026');
  });
});
