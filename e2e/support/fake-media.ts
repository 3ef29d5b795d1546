import baseConfig from '../playwright.config';

const baseLaunch = baseConfig.use?.launchOptions ?? {};

/**
 * Chromium's fake camera (a moving test pattern, no face in it) and microphone (a beep), allowed
 * without asking: `test.use({ launchOptions: FAKE_MEDIA_LAUNCH })` in a journey that records or
 * calls.
 */
export const FAKE_MEDIA_LAUNCH = {
  ...baseLaunch,
  args: [
    ...(baseLaunch.args ?? []),
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};
