import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { vi } from 'vitest';
import { mockApi, renderApp } from '../../test/renderApp';
import { signedIn } from './testFixtures';

type Handlers = Parameters<typeof mockApi>[0];

/** The deck's tests: /home with `items` in the deck; every swipe's body lands in `swipes`. */
export function renderDeck(items: unknown[], extra: Handlers = {}) {
  const swipes: unknown[] = [];
  const fetchMock = mockApi({
    ...signedIn,
    'GET /api/discovery': { status: 200, body: { items } },
    'POST /api/swipes': (body) => {
      swipes.push(body);
      return { status: 200, body: { matched: false } };
    },
    ...extra,
  });
  const { router } = renderApp('/home');
  return { fetchMock, swipes, router, user: userEvent.setup() };
}

export const topCard = () => screen.findByRole('article', { name: /^Member\d+$/, hidden: false });
export const cardName = async () => (await topCard()).getAttribute('aria-label');

/** Timers on the test's clock, still moving on their own (the screen's own waits). */
export const ownClock: Parameters<typeof vi.useFakeTimers>[0] = {
  shouldAdvanceTime: true,
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
};

/** The photo like's dialog, sent without a comment (it is optional). */
export async function likePhoto(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Like this photo' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Send Like' }));
}
