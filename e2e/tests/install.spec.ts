import { expect, logInAsDemo, test } from './support';

// Installable (a manifest with its icons) and a service worker that never answers an API call.

test.use({ serviceWorkers: 'allow' });

test('every page links the manifest, whose icons load, and the service worker takes control', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ start_url: '/my', display: 'standalone', name: expect.any(String) });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe(icon.type);
  }
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

test('offline, a page answers the offline page, and no API answer was ever cached', async ({ page, context }) => {
  await logInAsDemo(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the pages loaded after it activated.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(sellerApi|vendorApi|publicApi|adminApi)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.goto('/my-order');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/my');
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/my$/);
});
