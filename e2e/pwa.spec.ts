import { expect, test } from '@playwright/test';

/**
 * Issue #9: the app can be installed (a web app manifest with icons) and a return visit starts
 * on a flaky or dropped connection (the service worker serves the cached app shell).
 */
test('the app is installable and a return visit works offline', async ({ page, context }) => {
  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Mingalar', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The worker installs after the first load and takes control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.screenshot({ path: 'test-results/pwa-offline-signin.png' });
  } finally {
    await context.setOffline(false);
  }
});
