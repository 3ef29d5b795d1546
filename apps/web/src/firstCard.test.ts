import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../index.html?raw';
import { candidate } from './features/discovery/testFixtures';
import { dropFirstCard, takeDeckPage } from './lib/pageData';
import { mockApi } from './test/renderApp';

/**
 * index.html's first-card script, as the page runs it (issue 36), and lib/pageData.ts handing
 * what it did to the deck. Beside the app shell: lib/ does not import it.
 */
const FIRST_CARD_SCRIPT =
  /<script>(\(\(\)=>\{const o=document\.getElementById\("first-card"\)[\s\S]*?)<\/script>/.exec(
    indexHtml,
  )?.[1];

const su = candidate(1, {
  first_name: 'Su',
  media_placeholders: { [candidate(1).media[0] as string]: 'data:image/webp;base64,AAAA' },
});
const moe = candidate(2, { first_name: 'Moe' });
const page = { user_id: 'member-1', discovery: { items: [su, moe] } };

/** The server's /home: its first card (deck-shell.ts, the parts the script uses) and data. */
function serverPage(data: unknown = page, language = '') {
  if (language) localStorage.setItem('language', language);
  document.body.innerHTML = `<div id="first-card" lang="en" data-en="Pass|Like" data-my="ကျော်မည်|လိုက်ခ်မည်" data-size="_thumb"><div data-shell-card><img data-placeholder alt="" src="${su.media_placeholders[su.media[0] as string]}"><img data-photo alt="" src="/files/media/${su.user_id}/1_thumb.webp"><div data-name>Su</div></div><button type="button" value="pass" aria-label="Pass" title="Pass"></button><button type="button" value="like" aria-label="Like" title="Like"><svg><path></path></svg></button></div><script type="application/json" id="page-data">${JSON.stringify(data)}</script>`;
  new Function(FIRST_CARD_SCRIPT ?? 'throw new Error("no first-card script in index.html")')();
  const card = document.getElementById('first-card') as HTMLElement;
  const button = (name: string) =>
    card.querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement;
  return { card, button };
}

const settled = () =>
  vi.waitFor(() =>
    expect(document.getElementById('page-data')?.hasAttribute('data-pending')).toBe(false),
  );

describe("/home's first card before the app's scripts, and the deck taking over", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('sends a Like, shows the next candidate, and hands the deck what is left and the match', async () => {
    const swipes: unknown[] = [];
    mockApi({
      'POST /api/swipes': (body) => {
        swipes.push(body);
        return { status: 201, body: { matched: true, match_id: crypto.randomUUID() } };
      },
    });
    const { card, button } = serverPage();
    // Pressing on the heart's drawing counts as the button.
    button('Like')
      .querySelector('path')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(button('Like').disabled).toBe(true);
    // The tap is answered on screen before the server: the card flies off to the right.
    const shellCard = card.querySelector<HTMLElement>('[data-shell-card]');
    expect(shellCard?.style.transform).toBe('translate3d(600px,40px,0) rotate(20deg)');
    await settled();
    expect(shellCard?.style.transform).toBe('');

    expect(swipes).toEqual([{ target_user_id: su.user_id, action: 'like' }]);
    expect(card.querySelector('[data-name]')?.textContent).toBe('Moe');
    expect(card.querySelector('img[data-photo]')?.getAttribute('src')).toBe(
      `/files/media/${moe.user_id}/1_thumb.webp`,
    );
    expect(card.querySelector('img[data-placeholder]')?.getAttribute('src')).toBe('');
    expect(button('Like').disabled).toBe(false);

    const handover = await takeDeckPage('member-1');
    expect(handover).toEqual({ items: [moe], swiped: [su.user_id], match: su });
    expect(document.getElementById('page-data')).toBeNull();
    // The app answers from now on: a tap on the card sends nothing.
    button('Pass').click();
    expect(swipes).toHaveLength(1);
    expect(await takeDeckPage('member-1')).toBeNull();
    dropFirstCard();
    expect(document.getElementById('first-card')).toBeNull();
  });

  it('waits for a swipe still on its way before handing over', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockApi({ 'POST /api/swipes': () => new Promise((resolve) => (answer = resolve)) });
    const { card, button } = serverPage();
    button('Pass').click();
    expect(card.querySelector<HTMLElement>('[data-shell-card]')?.style.transform).toBe(
      'translate3d(-600px,40px,0) rotate(-20deg)',
    );
    const taken = takeDeckPage('member-1');
    await vi.waitFor(() => expect(answer).not.toBe(undefined));
    answer({ status: 201, body: { matched: false } });
    expect(await taken).toEqual({ items: [moe], swiped: [su.user_id], match: null });
  });

  it('leaves the card to the app when a swipe fails', async () => {
    const fetchMock = mockApi({
      'POST /api/swipes': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'No.' } } },
    });
    const { card, button } = serverPage();
    button('Like').click();
    await settled();
    // The card comes back where it was.
    expect(card.querySelector<HTMLElement>('[data-shell-card]')?.style.transform).toBe('');
    expect(card.querySelector('[data-name]')?.textContent).toBe('Su');
    expect(card.hasAttribute('data-off')).toBe(true);
    button('Like').click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await takeDeckPage('member-1')).toEqual({ items: [su, moe], swiped: [], match: null });
  });

  it('labels the buttons in the language this device chose', () => {
    const { card } = serverPage(page, 'my');
    expect(card.lang).toBe('my');
    const labels = [...card.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['ကျော်မည်', 'လိုက်ခ်မည်']);
  });

  it("never hands one member's deck to another, and ignores a damaged block", async () => {
    serverPage();
    expect(await takeDeckPage('member-2')).toBeNull();
    expect(await takeDeckPage('member-1')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-data">{not json</script>';
    expect(await takeDeckPage('member-1')).toBeNull();
  });
});
