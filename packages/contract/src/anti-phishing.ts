import { z } from 'zod';
import { envelope } from './envelope';
import { MSG } from './messages';
import { securityProof } from './two-factor';

/**
 * A member's anti-phishing code (docs/product.md#anti-phishing-code): 4 to 20 letters or digits, shown at the top of
 * every mail the platform sends them; an empty one removes it.
 */
export const antiPhishingCodeBody = z.object({
  code: z
    .string({ error: MSG.antiPhishingCodeInvalid })
    .trim()
    .max(20, MSG.antiPhishingCodeInvalid)
    .regex(/^(?:[A-Za-z0-9]{4,20})?$/, MSG.antiPhishingCodeInvalid),
  // A phishing mail carries the code its sender set: changing it asks who you are
  // (docs/decisions/046-no-way-around-the-second-person.md).
  ...securityProof,
});
export type AntiPhishingCodeBody = z.input<typeof antiPhishingCodeBody>;

/** The member's own code (null when none), answered only to them. */
export const antiPhishingCodeResponse = envelope(z.object({ code: z.string().nullable() }));
