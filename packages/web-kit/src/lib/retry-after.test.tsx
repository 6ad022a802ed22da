import { MSG, routes } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../i18n/current';
import { fail, on, stubRoutes } from '../test/stub-routes';
import { callApi } from './api-client';
import { limitEndsSentence, retryAfterSeconds } from './retry-after';

describe('the wait a 429 asks for', () => {
  afterEach(() => setCurrentLocale('en', (message) => message));

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('900')).toBe(900);
    expect(
      retryAfterSeconds(new Date(Date.UTC(2026, 10, 25, 12, 0, 30)).toUTCString(), Date.UTC(2026, 10, 25, 12)),
    ).toBe(30);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });

  it('words the wait as a person reads it, rounded up', () => {
    expect(limitEndsSentence('15')).toBe('The limit ends in 15 seconds.');
    expect(limitEndsSentence('61')).toBe('The limit ends in 2 minutes.');
    expect(limitEndsSentence('900')).toBe('The limit ends in 15 minutes.');
    expect(limitEndsSentence('3601')).toBe('The limit ends in 2 hours.');
    expect(limitEndsSentence(null)).toBeNull();
  });

  it('in the chosen language', () => {
    setCurrentLocale('es', (message) => translateMessage(message, 'es'));
    expect(limitEndsSentence('900')).toBe('El límite termina dentro de 15 minutos.');
    setCurrentLocale('hi', (message) => translateMessage(message, 'hi'));
    expect(limitEndsSentence('900')).toBe('सीमा 15 मिनट में समाप्त होगी।');
  });

  it("follows a 429's message wherever the refusal is shown, and nothing else's", async () => {
    stubRoutes(
      on(routes.login, { ...fail(429, MSG.rateLimited, 'RATE_LIMITED'), headers: { 'Retry-After': '900' } }),
      on(routes.signupOtp, fail(400, MSG.emailTaken, 'CONFLICT')),
    );
    const limited = await callApi(routes.login, { body: { email: 'a@example.test', password: 'x' } }).catch(
      (error: unknown) => error,
    );
    expect(limited).toMatchObject({ status: 429, message: `${MSG.rateLimited} The limit ends in 15 minutes.` });
    const refused = await callApi(routes.signupOtp, { body: {} as never }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, message: MSG.emailTaken });
  });
});
