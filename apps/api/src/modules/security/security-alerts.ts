import { FREEZE_LINK_DAYS, FREEZE_LINK_PATH } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { companyName } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { freezeLinks, users } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { securityAlertMail } from '../../lib/mail-templates';
import type { SecurityAlertKind, UsdtAddressChange } from '../../lib/security-alert-mail.texts';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { deviceOf } from '../sessions/device';
import type { SessionClient } from '../sessions/sessions';

/** A fresh single-use "This wasn't me" link for the member; only its SHA-256 is kept. Answers the mailed token. */
export async function issueFreezeLink(db: Queryable, options: { userId: string; now: Date }) {
  const token = newSessionToken();
  await db.insert(freezeLinks).values({
    tokenHash: sha256(token),
    userId: options.userId,
    createdAt: options.now,
    expiresAt: addSeconds(options.now, FREEZE_LINK_DAYS * 24 * 3600),
  });
  return token;
}

/**
 * After the answer: mails the member what happened, from which device and address, with a "This wasn't me" link. A
 * mail that fails is logged; what it reports stands and is in the member's security activity.
 */
export function mailSecurityAlert(
  ctx: AppContext,
  options: {
    userId: string;
    kind: SecurityAlertKind;
    client: SessionClient;
    now: Date;
    log: FastifyBaseLogger;
    usdtAddress?: UsdtAddressChange;
    /** The operator who signed in with a one-time link. */
    operator?: string;
  },
) {
  const { client } = options;
  runAfterResponse(
    async () => {
      const [member] = await ctx.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
      if (!member) return;
      const token = await issueFreezeLink(ctx.db, { userId: member.id, now: options.now });
      await ctx.mailer.send(
        securityAlertMail({
          company: await companyName(ctx.db),
          site: ctx.config.PUBLIC_URL,
          to: member.email,
          fullName: member.fullName,
          kind: options.kind,
          device: deviceOf(client.userAgent ?? null),
          ip: client.ip ?? '-',
          at: options.now,
          freezePath: `${FREEZE_LINK_PATH}${token}`,
          days: FREEZE_LINK_DAYS,
          locale: member.locale,
          usdtAddress: options.usdtAddress,
          operator: options.operator,
        }),
      );
    },
    { log: options.log, what: 'security alert' },
  );
}
