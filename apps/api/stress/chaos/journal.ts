// What the API acknowledged (HTTP 200, with the ids it answered) and what it may or may not have done.

export type Acknowledged =
  | { kind: 'signup'; email: string }
  /** `chainUsdt`: the hash is a real transfer of that many USDT, credited by the API without an operator. */
  | { kind: 'deposit'; email: string; id: string; hash: string; chainUsdt?: number }
  | { kind: 'approve'; depositId: string }
  | { kind: 'purchase'; email: string; orderId: string }
  | { kind: 'claim'; email: string; day: string; paidOrders: number }
  | { kind: 'withdrawal'; email: string; id: string; capitalOrderId: string | null }
  | { kind: 'transfer'; email: string; id: string }
  | { kind: 'pay'; withdrawalId: string; hash: string }
  | { kind: 'reject'; withdrawalId: string };

export type Kind = Acknowledged['kind'];

export interface Unknown {
  kind: Kind;
  who: string;
  detail: string;
}

export class Journal {
  readonly acknowledged: Acknowledged[] = [];
  readonly unknown: Unknown[] = [];
  /** Answers that refused an operation the harness expected to work (a 4xx it did not plan for). */
  readonly surprises: string[] = [];

  ack(entry: Acknowledged) {
    this.acknowledged.push(entry);
  }

  maybe(kind: Kind, who: string, detail: string) {
    this.unknown.push({ kind, who, detail });
  }

  surprise(text: string) {
    this.surprises.push(text);
  }

  countBy<T extends { kind: string }>(entries: T[]): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const entry of entries) counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
    return counts;
  }
}
