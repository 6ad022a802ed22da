import { readOutbox } from '../../src/lib/mailer';
import { sleep } from './util';

/**
 * The code of the newest mail to `to` whose subject names `subject` and that was written at or after `since`
 * (a little slack for the clock's rounding); undefined if none arrives within `timeoutMs`.
 */
export async function waitForCode(options: {
  dir: string;
  to: string;
  subject: string;
  since: number;
  timeoutMs?: number;
}): Promise<string | undefined> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    // The newest few only: readOutbox reads newest first and stops there, where a larger limit reads the whole
    // outbox. Not the newest alone: the operator's review may mail the member just after the code.
    // A mail being written is not yet whole JSON: read again on the next round.
    const mails = await readOutbox({ dir: options.dir, to: options.to, limit: 3 }).catch(() => []);
    const mail = mails.find(
      (entry) => Date.parse(entry.sentAt) >= options.since - 1_000 && entry.subject.includes(options.subject),
    );
    const code = mail?.subject.match(/(\d{6})\s*$/)?.[1];
    if (code) return code;
    await sleep(200);
  }
  return undefined;
}
