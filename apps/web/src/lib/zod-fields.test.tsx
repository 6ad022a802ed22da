import { contactBody, MSG, pageQuery, withdrawalOtpForm } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { zodFieldsResolver } from './zod-fields';

const resolveWith = (schema: Parameters<typeof zodFieldsResolver>[0], values: Record<string, unknown>) =>
  zodFieldsResolver(schema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('form messages', () => {
  it('words a rule the contract states without a message as a sentence naming the field', async () => {
    const { errors } = await resolveWith(pageQuery, { page: '0' });
    expect(errors.page?.message).toBe('The page must be at least 1.');
  });

  it('reports every failing field at once, each with its own first failing rule', async () => {
    const { errors } = await resolveWith(contactBody, { name: '', email: 'nobody', description: '' });
    expect({
      name: errors.name?.message,
      email: errors.email?.message,
      description: errors.description?.message,
    }).toEqual({
      name: MSG.contactNameRequired,
      email: MSG.siteEmailInvalid,
      description: MSG.contactDescriptionRequired,
    });
  });

  it("keeps the contract's own message where it has one", async () => {
    const { errors } = await resolveWith(withdrawalOtpForm, { otp: '' });
    expect(errors.otp?.message).toBe(MSG.otpRequiredWithdrawal);
  });
});
