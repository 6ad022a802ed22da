import { MSG, pageQuery, withdrawalOtpForm } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { zodFirstErrorResolver } from './zod-first-error';

const resolveWith = (schema: Parameters<typeof zodFirstErrorResolver>[0], values: Record<string, unknown>) =>
  zodFirstErrorResolver(schema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('form messages', () => {
  it('words a rule the contract states without a message as a sentence naming the field', async () => {
    const { errors } = await resolveWith(pageQuery, { page: '0' });
    expect(errors.page?.message).toBe('The page must be at least 1.');
  });

  it("keeps the contract's own message where it has one", async () => {
    const { errors } = await resolveWith(withdrawalOtpForm, { otp: '' });
    expect(errors.otp?.message).toBe(MSG.otpRequiredWithdrawal);
  });
});
