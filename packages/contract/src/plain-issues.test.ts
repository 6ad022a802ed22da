import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addFundBody } from './deposits';
import { pageQuery } from './envelope';
import { MSG } from './messages';
import { fieldWords, installPlainIssueMessages } from './plain-issues';

installPlainIssueMessages();

const ZOD_WORDING = /expected|Too small|Too big|Invalid input|Invalid option|received/;

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the plain sentence of a rule stated without a message', () => {
  it('names the field and the bound of a number out of range', () => {
    expect(messagesOf(pageQuery, { page: '0' })).toEqual(['The page must be at least 1.']);
    expect(messagesOf(pageQuery, { page: '100001' })).toEqual(['The page must be at most 100000.']);
  });

  it('says what to enter for a missing or mistyped field, and what to choose for a value off the list', () => {
    const schema = z.object({ walletKind: z.enum(['deposit', 'income']), receiverId: z.string(), note: z.string() });
    expect(messagesOf(schema, { walletKind: 'x', receiverId: 5 })).toEqual([
      'Please choose a valid wallet kind.',
      'Please enter a valid receiver UID.',
      'Please enter the note.',
    ]);
  });

  it('counts characters for text and items for lists', () => {
    const schema = z.object({ title: z.string().max(3), tags: z.array(z.string()).min(1) });
    expect(messagesOf(schema, { title: 'long', tags: [] })).toEqual([
      'The title must be at most 3 characters long.',
      'Please choose at least 1 for the tags.',
    ]);
  });

  it("never words a rule in the validator's own terms", () => {
    const schema = z.object({ amount: z.number().int().positive(), id: z.uuid(), at: z.iso.date() });
    for (const message of messagesOf(schema, { amount: 1.5, id: 'x', at: 'y' }))
      expect(message).not.toMatch(ZOD_WORDING);
  });

  it("keeps a schema's own message, the contract's words, before any of its own", () => {
    expect(messagesOf(addFundBody, {})[0]).toBe(MSG.amountRequired);
  });

  it('reads wire names as words', () => {
    expect(fieldWords(['transaction_id'])).toBe('transaction hash');
    expect(fieldWords(['body', 'usdtAddress'])).toBe('usdt address');
    expect(fieldWords(['rows', 0])).toBe('rows');
    expect(fieldWords([])).toBe('request');
  });
});
