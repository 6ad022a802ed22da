import { createHash } from 'node:crypto';

/** What the generator made that the measurements need to address members and state. */
export interface Fixtures {
  /** The platform day (UTC) the history runs up to: orders are due or already paid for it. */
  today: string;
  /** Session tokens derive from it, so the measurements hold every member's token without reading them back. */
  salt: string;
  password: string;
  members: number;
  operator: { id: string; token: string };
  leader: {
    idx: number;
    id: string;
    below: number;
    levels: [number, number, number];
    incomes: number;
    /** Distinct platform days its incomes fall on. */
    incomeDays: number;
  };
  leaf: { idx: number; id: string; incomes: number };
  /**
   * The member with the smallest team that still fills the first page of every screen the flatness comparison reads
   * (ten members on each level, ten level incomes), if the tree has one: a floor of the same page, to tell the
   * team's size from the page's rows.
   */
  fullPage: { idx: number; id: string; team: number } | null;
  /** The package every purchase run buys (the cheapest of the app's seeded ones). */
  purchasePackage: { id: string; title: string; priceMicros: bigint };
}

export function memberEmail(idx: number): string {
  return `member${idx}@bench.test`;
}

/** The token of member `idx`'s session; its SHA-256 is what the generator stored, as the app does. */
export function memberToken(salt: string, idx: number | string): string {
  return createHash('sha256').update(`${salt}:${idx}`).digest('hex');
}
