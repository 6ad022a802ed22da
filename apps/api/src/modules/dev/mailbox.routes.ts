// GET /dev/mailbox - outside production, the outbox as a page, so a newcomer can read sign-up codes.
import path from 'node:path';
import { MSG } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { readOutbox } from '../../lib/mailer';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** A Host naming this machine, with or without a port. */
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * The mailbox holds sign-in codes, the operator's included: only a client on this machine may read it, and not
 * through a proxy (a proxy on this machine would make every client look local). The Host must name this machine
 * too: a foreign page whose DNS name was rebound to 127.0.0.1 reaches us from a local browser, but under its own
 * name, and must not read the codes.
 */
async function assertLocalClient(request: FastifyRequest) {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  const localHost = LOOPBACK_HOST.test(request.headers.host ?? '');
  if (forwarded || !localHost || !LOOPBACK.test(request.socket.remoteAddress ?? '')) {
    throw new AppError('FORBIDDEN', MSG.devMailboxLocalOnly);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function outboxDir(ctx: AppContext): string {
  return path.join(ctx.config.DATA_DIR, 'outbox');
}

export function registerMailboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/mailbox.json', { schema: { hide: true }, onRequest: assertLocalClient }, async (request) => {
    const { to } = request.query as { to?: string };
    return { success: true, message: 'outbox', data: await readOutbox({ dir: outboxDir(ctx), to, limit: 50 }) };
  });
  app.get('/dev/mailbox', { schema: { hide: true }, onRequest: assertLocalClient }, async (_request, reply) => {
    const messages = await readOutbox({ dir: outboxDir(ctx), limit: 50 });
    const items = messages
      .map(
        (mail) => `<article><header><strong>${escapeHtml(mail.subject)}</strong><br>
          to ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</header><pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('\n');
    const body = messages.length ? items : '<p>No messages yet. Sign up or ask for a code, then reload.</p>';
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
      article{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
      </head><body><h1>Dev mailbox</h1><p>The newest 50 messages written to ${escapeHtml(outboxDir(ctx))}, newest first.
      This page exists only outside production.</p>${body}</body></html>`;
  });
}
