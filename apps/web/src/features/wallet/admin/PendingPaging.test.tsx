import type { AdminWalletTransaction, PaymentMethod } from '@dating/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, renderApp } from '../../../test/renderApp';
import { pendingPage, tx } from './testFixtures';

/** The open Deposits queue is paged (issue 20): the page in the URL, nothing open out of reach. */

const PAGE_SIZE = 2;

/** @member1 … @member5, oldest first; 4 and 5 paid with Wave Pay. */
function openDeposits(): AdminWalletTransaction[] {
  return [1, 2, 3, 4, 5].map((n) =>
    tx({
      id: `${String(n).repeat(8)}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
      user: {
        id: `${String(n).repeat(8)}-bbbb-4bbb-8bbb-bbbbbbbbbbbb`,
        username: `member${n}`,
        first_name: null,
      },
      payment_method: (n > 3 ? 'wavepay' : 'kbzpay') as PaymentMethod,
      created_at: `2025-03-0${n}T08:30:00.000Z`,
      duplicate_of: null,
    }),
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/**
 * A server holding `open`: GET /api/admin/deposits answers the asked page of it (filtered by
 * method), and a reject takes the deposit out. Returns the queue requests' URLs.
 */
function serve(open: AdminWalletTransaction[]) {
  mockApi({ 'GET /api/auth/session': { status: 200, body: { user: admin } } });
  const others = globalThis.fetch;
  const asked: URL[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const verb = init?.method ?? 'GET';
    if (verb === 'GET' && url.pathname === '/api/admin/deposits') {
      asked.push(url);
      const method = url.searchParams.get('method');
      const matching = open.filter((item) => !method || item.payment_method === method);
      const page = Number(url.searchParams.get('page') ?? '1');
      const items = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const page_count = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
      return json(pendingPage(items, { total: matching.length, page, page_count }));
    }
    const reject = /^\/api\/admin\/deposits\/([^/]+)\/reject$/.exec(url.pathname);
    if (verb === 'POST' && reject) {
      const [item] = open.splice(
        open.findIndex((i) => i.id === reject[1]),
        1,
      );
      return json({
        ...item,
        status: 'rejected',
        admin_notes: 'No reason provided',
        outcome: 'decided',
      });
    }
    return others(input, init);
  }) as typeof fetch;
  return { lastAsked: () => asked.at(-1)?.search };
}

const names = () => screen.getAllByText(/^@member\d$/).map((element) => element.textContent);

async function rejectOne(username: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Reject @${username}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await screen.findByText(`Deposit from @${username} rejected.`);
}

describe('Admin deposits, paged', () => {
  it('keeps the page in the URL; Next and Previous walk the queue oldest first', async () => {
    const server = serve(openDeposits());
    const { router } = renderApp('/admin/deposits?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(names()).toEqual(['@member3', '@member4']);
    expect(screen.getByText('5 open')).toBeInTheDocument();
    expect(server.lastAsked()).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('@member5')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=3');

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('@member1')).toBeInTheDocument();
    expect(names()).toEqual(['@member1', '@member2']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Page 1 is the queue itself: no parameter.
    expect(router.state.location.search).toBe('');
    expect(server.lastAsked()).toBe('');
  });

  it('starts again at page 1 when the filter changes', async () => {
    const server = serve(openDeposits());
    const { router } = renderApp('/admin/deposits?page=2');
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Wave Pay' }));
    await waitFor(() => expect(server.lastAsked()).toBe('?method=wavepay'));
    expect(router.state.location.search).toBe('?method=wavepay');
    await waitFor(() => expect(names()).toEqual(['@member4', '@member5']));
    expect(screen.getByText('2 open')).toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('after a decision the next item moves up; an emptied last page goes to the one before', async () => {
    serve(openDeposits());
    const { router } = renderApp('/admin/deposits');
    await screen.findByText('Page 1 of 3');
    await rejectOne('member1');
    await waitFor(() => expect(names()).toEqual(['@member2', '@member3']));
    expect(screen.getByText('4 open')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['@member4', '@member5']));
    await rejectOne('member4');
    await waitFor(() => expect(names()).toEqual(['@member5']));
    await rejectOne('member5');
    // Page 2 is now past the end: the screen shows the last page there is, in the URL too.
    await waitFor(() => expect(names()).toEqual(['@member2', '@member3']));
    expect(router.state.location.search).toBe('');
    // Page 1 shows from the cache at once, then as the server has it now.
    expect(await screen.findByText('2 open')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
