import { JSON_MAX_DEPTH, MSG } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether JSON text nests brackets deeper than `max`, counting only brackets outside strings. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies (docs/product.md#security): read up to the server's one body limit, then scanned for their nesting
 * before JSON.parse runs, since parsing deep nesting costs far more than reading it; no body the contract describes
 * nests deeper than a few levels. Fastify's own parser (with its prototype-poisoning checks) parses the rest.
 */
export function registerJsonBody(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError('BAD_JSON', MSG.jsonTooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}
