// GET /dev/mailbox - outside production, the outbox as a page, so a newcomer can read sign-up codes.
import path from 'node:path';
import { MSG } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { readOutbox } from '../../lib/mailer';
import { isLoopbackClient } from '../../plugins/request-address';

/** The mailbox holds sign-in codes, the operator's included: only a person at this machine may read it. */
async function assertLocalClient(request: FastifyRequest) {
  if (!isLoopbackClient(request)) throw new AppError('FORBIDDEN', MSG.devMailboxLocalOnly);
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
