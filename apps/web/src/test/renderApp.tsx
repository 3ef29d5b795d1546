import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { persistQueries } from '../lib/offline/persistQueries';
import { createQueryClient } from '../lib/queryClient';
import { routes } from '../router';

/**
 * Renders the whole app at `path`, with a fresh query cache and an in-memory router; with
 * `offline`, the cache is kept on the device and starts from what it holds, as main.tsx does.
 */
export function renderApp(path: string, options: { offline?: boolean } = {}) {
  const client = createQueryClient({ retry: false });
  if (options.offline) persistQueries(client, { restore: true });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

export type MockReply = { status: number; body?: unknown };
type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/**
 * Replaces globalThis.fetch with canned answers keyed "METHOD /path". Unknown requests get a
 * JSON 404. Returns the mock to inspect calls.
 */
export function mockApi(handlers: Record<string, Handler | MockReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const reply = handler
      ? await (typeof handler === 'function' ? handler(body) : handler)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    return new Response(
      reply.status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
      { status: reply.status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

export const member = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'thida',
  role: 'user' as const,
  onboarding_complete: true,
  must_change_password: false,
};

export const admin = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'boss',
  role: 'admin' as const,
  onboarding_complete: true,
  must_change_password: false,
};

export const signedOut: MockReply = {
  status: 401,
  body: { error: { code: 'UNAUTHENTICATED', message: 'You must be signed in.' } },
};

/**
 * A reply held back until `release(reply)`. Releasing works whether or not the request was made
 * yet: a request made from an effect may start after the loading state is already on screen.
 */
export function heldReply() {
  let release: (reply: MockReply) => void = () => {};
  const reply = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => reply, release: (value: MockReply) => release(value) };
}

/** A reply that never arrives, to look at loading states. */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}
