import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CARD_ALONE_MS, FIRST_PHOTO_WAIT_MS, shellScript } from './publicShell';

/**
 * When index.html's start script runs the app (issue 36): after the first frame, or on a member's
 * /home with the server's working first card, once that card's photo has loaded.
 */
const ENTRY = '/assets/index-abc.js';
const run = () =>
  new Function(
    shellScript(ENTRY, [ENTRY, '/assets/vendor-abc.js'], ['/assets/PublicApp-abc.js']),
  )();
const entryScript = () => document.head.querySelector(`script[src="${ENTRY}"]`);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );
/** The next frame and the task after it. */
const nextFrame = () => vi.advanceTimersByTime(40);

describe("index.html's start script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
    history.replaceState(null, '', '/home');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts the app after the first frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    run();
    expect(entryScript()).toBeNull();
    nextFrame();
    expect(entryScript()).not.toBeNull();
    expect(preloads()).toEqual([ENTRY, '/assets/vendor-abc.js']);
  });

  it("fetches the app at once on /home's first card, and runs it a while after its photo", () => {
    document.body.innerHTML =
      '<div id="first-card"><img data-photo alt="" src="/files/media/u/1_thumb.webp"></div>';
    run();
    nextFrame();
    expect(preloads()).toEqual([ENTRY, '/assets/vendor-abc.js']);
    vi.advanceTimersByTime(1000);
    expect(entryScript()).toBeNull();
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    // The card has the CPU to itself for a while: a tap on it is answered at once.
    vi.advanceTimersByTime(FIRST_CARD_ALONE_MS - 100);
    expect(entryScript()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(entryScript()).not.toBeNull();
  });

  it('runs the app right after a tap on the first card (its swipe sent first)', () => {
    document.body.innerHTML =
      '<div id="first-card"><img data-photo alt="" src="/files/media/u/1_thumb.webp"><button>Like</button></div>';
    run();
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    document.querySelector('button')?.click();
    expect(entryScript()).toBeNull();
    vi.advanceTimersByTime(0);
    expect(entryScript()).not.toBeNull();
  });

  it('runs the app when the photo fails, or has not come in time', () => {
    const card = '<div id="first-card"><img data-photo alt="" src="/files/media/u/1.webp"></div>';
    document.body.innerHTML = card;
    run();
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(FIRST_CARD_ALONE_MS);
    expect(entryScript()).not.toBeNull();

    document.head.innerHTML = '';
    document.body.innerHTML = card;
    run();
    vi.advanceTimersByTime(FIRST_PHOTO_WAIT_MS - 100);
    expect(entryScript()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(entryScript()).not.toBeNull();
  });
});
