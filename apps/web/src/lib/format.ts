import { formatUsdt } from '@app/contract';

/** Screens show USDT with 2 decimals (docs/product.md#money). */
export function usdt(amount: number | null | undefined): string {
  return `${formatUsdt(amount ?? 0)} USDT`;
}

/** A rate as the server sent it, without trailing zeros: 1.5 -> "1.5%", 10 -> "10%". */
export function percent(rate: number): string {
  return `${rate.toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** docs/product.md#web-client (DATE_FORMAT in screen-constants.ts): YYYY-MM-DD HH:mm:ss in the viewer's local time. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
  return `${day} ${time}`;
}

/** A long hash kept recognisable in a narrow column: 0x1234…abcd. */
export function shortenHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}
