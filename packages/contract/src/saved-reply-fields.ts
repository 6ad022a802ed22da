import { z } from 'zod';

// A saved reply's placeholders (docs/decisions/044-saved-reply-fields.md): `{deposit.status}` in its text is filled,
// when an operator inserts it, from the ticket's linked record and the platform's settings, in the member's language,
// so a reply can never state what the record contradicts. The server words the values (adminTicket's `replyFields`);
// the console fills them in and inserts nothing it cannot fill.

export const SAVED_REPLY_FIELDS = [
  'deposit.amount',
  'deposit.status',
  'withdrawal.amount',
  'withdrawal.status',
  'deposits.check',
] as const;
export type SavedReplyField = (typeof SAVED_REPLY_FIELDS)[number];

/** Each field's value in the member's language; null where the ticket cannot fill it (no record of that kind). */
export const savedReplyFieldValues = z.object(
  Object.fromEntries(SAVED_REPLY_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    SavedReplyField,
    z.ZodNullable<z.ZodString>
  >,
);
export type SavedReplyFieldValues = z.infer<typeof savedReplyFieldValues>;

/** `{name}` or `{name.part}`: what a reply's text marks as a placeholder. */
const PLACEHOLDER = /\{([A-Za-z]+(?:\.[A-Za-z]+)*)\}/g;

const isField = (name: string): name is SavedReplyField => (SAVED_REPLY_FIELDS as readonly string[]).includes(name);

/** The placeholders of a text that name no field, once each in order: a reply holding one could never be inserted. */
export function unknownFields(text: string): string[] {
  return [
    ...new Set([...text.matchAll(PLACEHOLDER)].filter(([, name]) => !isField(name ?? '')).map(([whole]) => whole)),
  ];
}

/**
 * The text with each placeholder filled, and the placeholders it could not fill (unknown, or null for this ticket),
 * once each in order: a caller inserts the text only when `missing` is empty, so no raw `{...}` reaches a member.
 */
export function fillSavedReply(text: string, values: SavedReplyFieldValues): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = isField(name) ? values[name] : null;
    if (value === null) missing.add(whole);
    return value ?? whole;
  });
  return { text: filled, missing: [...missing] };
}
