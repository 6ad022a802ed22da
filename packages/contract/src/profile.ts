import { z } from 'zod';
import { ROLE } from './constants';
import { envelope } from './envelope';
import { confirmPasswordField, newPasswordField } from './fields';
import { MSG } from './messages';
import { bep20AddressField } from './money-fields';

/** docs/product.md#wallets "Member profile"; money fields are USDT numbers rounded to 6 decimals. */
export const memberProfile = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum([ROLE.user, ROLE.vendor]),
  referId: z.string(),
  sponsorName: z.string().nullable(),
  selfrank: z.number().int(),
  balance: z.number(),
  earningbalance: z.number(),
  /** Lifetime income, bonuses included (docs/decisions/014-bonuses-are-income.md); so is `point`. */
  totalPoints: z.number(),
  point: z.number(),
  aarohiIncome: z.number(),
  levelIncome: z.number(),
  ProfitDirect: z.number(),
  /** Operators' bonuses ever credited. */
  bonusIncome: z.number(),
  /** Today's income of every kind, bonuses included; the todayProfit* of each kind add up to it. */
  todayProfit: z.number(),
  todayProfitTrading: z.number(),
  todayProfitLevel: z.number(),
  todayProfitDirect: z.number(),
  todayProfitReward: z.number(),
  todayProfitBonus: z.number(),
  team_a: z.number().int(),
  team_b: z.number().int(),
  team_c: z.number().int(),
  usdtAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const profileResponse = envelope(memberProfile);

export const usdtAddressBody = z.object({ address: bep20AddressField });

/** Checked in the order of the fields: the current password, the new one, its confirmation. */
export const passwordChangeBody = z
  .object({
    oldPassword: z
      .string({ error: MSG.oldPasswordRequired })
      .min(1, MSG.oldPasswordRequired)
      .max(128, MSG.oldPasswordWrong),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: MSG.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((value) => value.password !== value.oldPassword, { message: MSG.passwordUnchanged, path: ['password'] });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;
