import { z } from 'zod';
import { envelope } from './envelope';
import { plainText } from './fields';
import { MSG, MSG_PATTERNS } from './messages';
import { fillMessage } from './shell-messages';
import { textsPerLanguage } from './texts-per-language';

// Maintenance mode (docs/product.md#maintenance): an owner pauses members' money writes with a message and an
// expected end; reads, sign-in and the console keep working.

/** The switch as every reader sees it: off, or on since a time with the owner's words and the expected end. */
export const maintenanceState = z.object({
  on: z.boolean(),
  /** The owner's words per language; the English text is '' while off. */
  message: textsPerLanguage,
  /** The expected end (ISO), or null when the owner gave none. Past it the switch stays on until switched off. */
  until: z.string().nullable(),
  since: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceState>;

export const MAINTENANCE_OFF: MaintenanceState = { on: false, message: { en: '' }, until: null, since: null };

const MESSAGE_MAX = 500;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const messageText = z.preprocess(
  blankToUndefined,
  plainText(z.string().trim().max(MESSAGE_MAX, MSG.maintenanceMessageTooLong), { multiline: true }).optional(),
);

const maintenanceMessageField = z
  .union([messageText, z.object({ en: messageText, es: messageText, hi: messageText })], {
    error: MSG.maintenanceMessageRequired,
  })
  .optional();

function englishOf(message: z.output<typeof maintenanceMessageField>): string | undefined {
  return typeof message === 'object' ? message.en : message;
}

/**
 * `message` is the English text alone, or one per language (Spanish and Hindi readers read English where none was
 * written). Switching on needs the English text; switching off needs nothing else.
 */
export const maintenanceBody = z
  .object({
    on: z.boolean({ error: MSG.maintenanceOnRequired }),
    message: maintenanceMessageField,
    until: z.preprocess(
      blankToUndefined,
      z.iso.datetime({ offset: true, error: MSG.maintenanceUntilInvalid }).nullable().optional(),
    ),
  })
  .refine((body) => !body.on || englishOf(body.message) !== undefined, {
    message: MSG.maintenanceMessageRequired,
    path: ['message'],
  });
export type MaintenanceBody = z.input<typeof maintenanceBody>;

export const maintenanceResponse = envelope(maintenanceState);

/** The refusal of a money write while on: with the expected end (UTC) when there is one still ahead. */
export function maintenanceMessage(state: MaintenanceState, now: Date): string {
  if (!state.until || Date.parse(state.until) <= now.getTime()) return MSG.maintenance;
  const until = new Date(state.until).toISOString();
  return fillMessage(MSG_PATTERNS.maintenanceUntil, { until: until.slice(0, 16).replace('T', ' ') });
}
