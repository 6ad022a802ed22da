import { contactBody, fieldWords, MSG, pageQuery, withdrawalOtpForm } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLocale } from '../i18n/i18n';
import { ISSUE_FIELD_TEXTS } from './issue-texts';
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

describe('form messages in the chosen language', () => {
  afterEach(async () => {
    await changeLocale('en');
  });

  // Rules stated without a message: a code's length, a count's floor, a missing text, a choice off the list.
  const form = z.object({
    password: z.string().min(8),
    page: z.number().int().min(1),
    name: z.string(),
    kind: z.enum(['a', 'b']),
  });
  const values = { password: 'short', page: 0, kind: 'c' };
  const messagesOf = async () => {
    const { errors } = await resolveWith(form, values);
    return [errors.password?.message, errors.page?.message, errors.name?.message, errors.kind?.message];
  };

  it("keeps the contract's English sentences, naming the field", async () => {
    expect(await messagesOf()).toEqual([
      'The password must be at least 8 characters long.',
      'The page must be at least 1.',
      'Please enter the name.',
      'Please choose a valid kind.',
    ]);
  });

  it('words them in Spanish, the field named in Spanish', async () => {
    await changeLocale('es');
    expect(await messagesOf()).toEqual([
      'Escribe al menos 8 caracteres en la contraseña.',
      'Para la página, introduce como mínimo 1.',
      'Introduce el nombre.',
      'Elige un valor válido para el tipo.',
    ]);
  });

  it("names each field in English as the contract's fieldWords does", () => {
    for (const [key, english] of Object.entries(ISSUE_FIELD_TEXTS)) {
      expect(fieldWords([key.replace('issue.field.', '')]), key).toBe(english);
    }
  });
});
