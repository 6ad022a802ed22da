import type { ChangeSubject, Locale } from '@app/contract';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/audit';
import type { Queryable } from '../../db/client';
import type { SettingChangeRecord } from '../../db/schema';

/**
 * What an area does with its approved change, inside the decision's transaction: first it checks that the change
 * still applies to what it was asked on (refusing with 409 `settingChangeStale` when not, which rolls the decision
 * back), then applies it. `afterCommit` drops what a server keeps of it (the settings' cache).
 */
export interface ChangeSubjectHandler {
  apply(
    tx: Queryable,
    ctx: AppContext,
    options: Actor & { change: SettingChangeRecord; now: Date; locale: Locale },
  ): Promise<void>;
  afterCommit?(ctx: AppContext): void;
  /** What the change is of, by name, for its mails (a package's title); none where the subject says it all. */
  targetName?(db: Queryable, change: { targetId: string | null }): Promise<string | null>;
}

/**
 * What deciding needs from the areas above it, handed in where the routes are registered (app.ts), so the approvals
 * module imports none of them: each kind's handler, and the company's name the mails are signed with.
 */
export interface ApprovalDeps {
  subjects: Record<ChangeSubject, ChangeSubjectHandler>;
  companyName(db: Queryable): Promise<string>;
}
