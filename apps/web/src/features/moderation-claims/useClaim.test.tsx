import { MODERATION_CLAIM_RENEW_MS, type ModerationClaim } from '@dating/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, SESSION_QUERY_KEY } from '../../lib/queryClient';
import { admin, heldReply, type MockReply, mockApi } from '../../test/renderApp';
import { claimsKeys, useClaims } from './api';
import { useClaim, useWorkOn } from './useClaim';

/** useClaim and useClaims (docs/decisions/026-moderation-claims.md). */

const itemId = '33333333-3333-4333-8333-333333333333';
const otherId = '44444444-4444-4444-8444-444444444444';
const rival = { id: '99999999-9999-4999-8999-999999999999', username: 'rival' };
const claimUrl = `/api/admin/claims/kyc/${itemId}`;
const claimOf = (id: string, by = rival): ModerationClaim => ({
  kind: 'kyc',
  id,
  admin: by,
  expires_at: '2030-01-01T00:00:00.000Z',
});
const mine = claimOf(itemId, { id: admin.id, username: admin.username });
const taken: MockReply = {
  status: 409,
  body: {
    error: {
      code: 'ITEM_CLAIMED',
      message: '@rival is working on this. Try again when they are done.',
      params: { username: 'rival', until: '2030-01-01T00:00:00.000Z' },
    },
  },
};

function setup(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({
    'GET /api/admin/claims': { status: 200, body: { items: [] } },
    [`POST ${claimUrl}`]: { status: 200, body: mine },
    [`DELETE ${claimUrl}`]: { status: 200, body: { released: true } },
    ...handlers,
  });
  const client = createQueryClient({ retry: false });
  client.setQueryData(SESSION_QUERY_KEY, admin);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const calls = (method: string, path = claimUrl) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
    ).length;
  return { client, wrapper, calls };
}

afterEach(() => vi.useRealTimers());

describe('useClaim', () => {
  it('claims the open item, renews it every MODERATION_CLAIM_RENEW_MS and releases it on close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { wrapper, calls } = setup({});
    const { result, unmount } = renderHook(() => useClaim('kyc', itemId), { wrapper });
    await vi.waitFor(() => expect(calls('POST')).toBe(1));
    expect(result.current.heldBy).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(MODERATION_CLAIM_RENEW_MS));
    await vi.waitFor(() => expect(calls('POST')).toBe(2));
    expect(calls('DELETE')).toBe(0);

    unmount();
    await vi.waitFor(() => expect(calls('DELETE')).toBe(1));
    // Closed: no more renewals.
    await act(() => vi.advanceTimersByTimeAsync(MODERATION_CLAIM_RENEW_MS * 2));
    expect(calls('POST')).toBe(2);
  });

  it('claims nothing while no item is open, and moves the claim with the open item', async () => {
    const otherUrl = `/api/admin/claims/kyc/${otherId}`;
    const { wrapper, calls } = setup({
      [`POST ${otherUrl}`]: { status: 200, body: claimOf(otherId, admin) },
    });
    const { rerender } = renderHook(({ id }) => useClaim('kyc', id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    await vi.waitFor(() => expect(calls('GET', '/api/admin/claims?kind=kyc')).toBe(1));
    expect(calls('POST')).toBe(0);

    rerender({ id: itemId });
    await vi.waitFor(() => expect(calls('POST')).toBe(1));
    rerender({ id: otherId });
    await vi.waitFor(() => expect(calls('DELETE')).toBe(1));
    await vi.waitFor(() => expect(calls('POST', otherUrl)).toBe(1));
  });

  it('claims an item closed and opened again only after its release is answered', async () => {
    const release = heldReply();
    const { wrapper, calls } = setup({ [`DELETE ${claimUrl}`]: release.handler });
    const { rerender } = renderHook(({ id }) => useClaim('kyc', id), {
      wrapper,
      initialProps: { id: itemId as string | null },
    });
    await vi.waitFor(() => expect(calls('POST')).toBe(1));
    rerender({ id: null });
    rerender({ id: itemId });
    await vi.waitFor(() => expect(calls('DELETE')).toBe(1));
    // The release is still on its way: a new claim now could arrive before it and be undone.
    expect(calls('POST')).toBe(1);
    release.release({ status: 200, body: { released: true } });
    await vi.waitFor(() => expect(calls('POST')).toBe(2));
  });

  it('names the admin who holds it, and claims it as soon as they let go', async () => {
    let listed = [claimOf(itemId)];
    let answer = taken;
    const { wrapper, calls, client } = setup({
      'GET /api/admin/claims': () => ({ status: 200, body: { items: listed } }),
      [`POST ${claimUrl}`]: () => answer,
    });
    const { result } = renderHook(() => useClaim('kyc', itemId), { wrapper });
    await vi.waitFor(() => expect(result.current.heldBy).toBe('rival'));
    const tries = calls('POST');

    // The rival closes the item: the next look at the claims finds it free, and it is taken.
    listed = [];
    answer = { status: 200, body: mine };
    await act(() => client.invalidateQueries({ queryKey: claimsKeys.list('kyc') }));
    await vi.waitFor(() => expect(calls('POST')).toBe(tries + 1));
    await vi.waitFor(() => expect(result.current.heldBy).toBeNull());
  });
});

describe('useClaims', () => {
  it("leaves the caller's own claims out and puts the others' items last", async () => {
    const { wrapper } = setup({
      'GET /api/admin/claims': {
        status: 200,
        body: { items: [claimOf(itemId), claimOf(otherId, { id: admin.id, username: 'boss' })] },
      },
    });
    const { result } = renderHook(() => useClaims('kyc'), { wrapper });
    await vi.waitFor(() => expect(result.current.holderOf(itemId)?.admin.username).toBe('rival'));
    expect(result.current.holderOf(otherId)).toBeUndefined();
    const free = 'free';
    expect(result.current.claimedLast([itemId, otherId, free], (id) => id)).toEqual([
      otherId,
      free,
      itemId,
    ]);
  });
});

describe('useWorkOn', () => {
  it('claims a card once work starts on it, and leaves it for the next one', async () => {
    const otherUrl = `/api/admin/claims/kyc/${otherId}`;
    const { wrapper, calls } = setup({
      [`POST ${otherUrl}`]: { status: 200, body: claimOf(otherId, admin) },
    });
    const { result } = renderHook(() => [useWorkOn('kyc', itemId), useWorkOn('kyc', otherId)], {
      wrapper,
    });
    await vi.waitFor(() => expect(calls('GET', '/api/admin/claims?kind=kyc')).toBe(1));
    expect(calls('POST')).toBe(0);

    act(() => result.current[0]?.start());
    await vi.waitFor(() => expect(calls('POST')).toBe(1));
    act(() => result.current[1]?.start());
    await vi.waitFor(() => expect(calls('POST', otherUrl)).toBe(1));
    await vi.waitFor(() => expect(calls('DELETE')).toBe(1));
  });
});
