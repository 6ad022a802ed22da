import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { stampAntiPhishingCode } from '../../lib/mail-templates';
import type { Mailer } from '../../lib/mailer';

/**
 * Every mail to a member who chose an anti-phishing code carries it (docs/product.md#anti-phishing-code), whichever
 * code path sent it: the mailer looks the recipient up by address. A mail to an address no member holds, or to one
 * without a code, goes as it was written.
 */
export function withAntiPhishingCodes(mailer: Mailer, db: Queryable): Mailer {
  return {
    kind: mailer.kind,
    async send(message, options) {
      const [reader] = await queryRows<{ code: string; locale: string | null }>(
        (options?.db as Queryable | undefined) ?? db,
        sql`select anti_phishing_code as code, locale from users
            where email = ${message.to} and anti_phishing_code is not null limit 1`,
      );
      await mailer.send(reader ? stampAntiPhishingCode(message, reader) : message);
    },
    close: () => mailer.close(),
  };
}
