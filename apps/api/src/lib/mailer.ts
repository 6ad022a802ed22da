import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, for a mail whose link should be a button-like anchor; plain text alone when absent. */
  html?: string;
  /** Where a reply goes when it should not go to MAIL_FROM (a contact message's sender). */
  replyTo?: string;
}

/** A mail's words in one language, as a `*.texts.ts` catalog writes them: the subject and the body's lines. */
export interface MailWords {
  subject: string;
  lines: string[];
}

/** How a mail is sent: `db`, the transaction a caller sends it from (on PGlite another handle would wait for it). */
export interface SendOptions {
  db?: unknown;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  file: string;
  sentAt: string;
}

/** Real delivery through any SMTP server named by a smtp:// or smtps:// URL. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

// Names sort by time, so the newest message is the last file.
let outboxSequence = 0;
function outboxFileName(now: Date): string {
  outboxSequence = (outboxSequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(outboxSequence).padStart(6, '0')}-${process.pid}.json`;
}

/** Without SMTP every message is a JSON file under `dir`, readable at /dev/mailbox outside production. */
export function createOutboxMailer(options: { dir: string }): Mailer {
  // The directory is made by the first message, and again only if it went since (a test emptying the outbox).
  let made: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    async send(message) {
      made ??= mkdir(options.dir, { recursive: true });
      await made;
      const now = new Date();
      const entry = { ...message, sentAt: now.toISOString() };
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const target = path.join(options.dir, outboxFileName(now));
      const text = `${JSON.stringify(entry, null, 2)}\n`;
      await writeFile(`${target}.partial`, text).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        made = mkdir(options.dir, { recursive: true });
        await made;
        await writeFile(`${target}.partial`, text);
      });
      await rename(`${target}.partial`, target);
    },
    async close() {},
  };
}

/** The newest `limit` outbox messages, newest first, optionally only those sent to `to`. */
export async function readOutbox(options: { dir: string; to?: string; limit?: number }): Promise<OutboxEntry[]> {
  const names = await readdir(options.dir).catch(() => [] as string[]);
  const newestFirst = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const entries: OutboxEntry[] = [];
  for (const file of newestFirst) {
    if (entries.length >= (options.limit ?? 50)) break;
    const entry = JSON.parse(await readFile(path.join(options.dir, file), 'utf8')) as Omit<OutboxEntry, 'file'>;
    if (options.to && entry.to.toLowerCase() !== options.to.toLowerCase()) continue;
    entries.push({ ...entry, file });
  }
  return entries;
}
