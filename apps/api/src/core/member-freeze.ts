import { type SQL, sql } from 'drizzle-orm';

// A member's own freeze (docs/decisions/040-member-freeze.md): it holds from frozen_at until unfreeze_at, when a lift
// was asked for and its cool-down has passed. One rule, in TypeScript for rows already read and in SQL for the
// statements that must see a freeze committed since their read.

export interface FreezeColumns {
  frozenAt: Date | null;
  unfreezeAt: Date | null;
}

export function isFrozen(member: FreezeColumns, now: Date): boolean {
  return member.frozenAt !== null && (member.unfreezeAt === null || member.unfreezeAt.getTime() > now.getTime());
}

/** The same rule on the `users` row `alias` names. */
export function frozenSql(alias: string, now: Date): SQL {
  const u = sql.raw(alias);
  return sql`(${u}.frozen_at is not null and (${u}.unfreeze_at is null or ${u}.unfreeze_at > ${now.toISOString()}::timestamptz))`;
}

/** The member's state as the contract's freezeState answers it. */
export function freezeStateOf(member: FreezeColumns, now: Date) {
  const frozen = isFrozen(member, now);
  return {
    frozen,
    frozenAt: frozen ? (member.frozenAt?.toISOString() ?? null) : null,
    unfreezeAt: frozen ? (member.unfreezeAt?.toISOString() ?? null) : null,
  };
}
