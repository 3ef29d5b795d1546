import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * A quiet console (issue 17): the main journeys fail on any console error or failed request in
 * any page they open. A journey that provokes a refusal on purpose (a taken username) names it
 * with `quiet.allow(/pattern/)`, matched against the message and the request's URL.
 */
export class Quiet {
  readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly watched = new WeakSet<Page>();

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** Watches a page opened outside the test's own context (e.g. `browser.newContext()`). */
  watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => this.report(`page error: ${error.message}`));
    page.on('requestfailed', (request) => this.onFailed(request));
  }

  /** Watches every page of a context, those open now and those it opens later. */
  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watch(page);
    context.on('page', (page) => this.watch(page));
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    this.report(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  }

  private onFailed(request: Request) {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the page itself cancelled (navigation, an aborted query) is not a failure.
    if (failure.includes('ERR_ABORTED')) return;
    this.report(`request failed: ${request.method()} ${request.url()} ${failure}`);
  }

  private report(problem: string) {
    if (this.allowed.some((pattern) => pattern.test(problem))) return;
    this.problems.push(problem);
  }
}

/** `test` with an automatic `quiet` fixture: the test fails if anything was reported. */
export const test = base.extend<{ quiet: Quiet }>({
  quiet: [
    async ({ context, browser }, use) => {
      const quiet = new Quiet();
      quiet.watchContext(context);
      // The second phone or the admin's desktop of a journey is a context of its own: Browser
      // has no event for a new context, so this test's newContext watches what it creates.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        quiet.watchContext(created);
        return created;
      };
      try {
        await use(quiet);
      } finally {
        browser.newContext = newContext;
      }
      expect(quiet.problems, 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
