import { createQueryClient, createQueryClientWith } from '@app/web-kit/app/query-client';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(async () => {
  await changeLocale('en');
});

describe('a language switch', () => {
  it('fetches again what is on screen, which the server worded in the old language', async () => {
    const queryClient = createQueryClient();
    let fetched = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['notifications'],
      queryFn: async () => {
        fetched += 1;
        return fetched;
      },
    });
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => fetched).toBe(1);
    await changeLocale('hi');
    await expect.poll(() => fetched).toBe(2);
    stop();
  });

  it("starts a Hindi reader of a prerendered page without its English answers, so the package names are Hindi's", async () => {
    const packages = {
      queryKey: ['package-search', { page: 1 }],
      state: { status: 'success', data: { title: 'Gold' } },
    };
    const prerendered = { mutations: [], queries: [packages] } as unknown as Parameters<
      typeof createQueryClientWith
    >[0];
    expect(createQueryClientWith(prerendered).getQueryData(packages.queryKey)).toEqual({ title: 'Gold' });
    await changeLocale('hi');
    expect(createQueryClientWith(prerendered).getQueryData(packages.queryKey)).toBeUndefined();
  });
});
