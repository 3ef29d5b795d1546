import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanItem, kycPage, renderKyc, userId } from './kycTestFixtures';

/** Issue 31: the KYC list pages ("Load more", decision 025) and links each member's page. */

afterEach(() => vi.restoreAllMocks());

const otherUser = '99999999-9999-4999-8999-999999999999';
const second = cleanItem({
  id: '88888888-8888-4888-8888-888888888888',
  user: { id: otherUser, username: 'mya', first_name: 'Mya' },
});

describe('the KYC list', () => {
  it('fetches the next page with the cursor of the one before on "Load more"', async () => {
    const { urls } = renderKyc((url) =>
      url.searchParams.get('cursor') === 'after-thida'
        ? kycPage([second])
        : kycPage([cleanItem()], 'after-thida'),
    );
    const queue = await screen.findByRole('list', { name: 'Request queue' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(2));
    expect(urls.map((url) => url.search)).toEqual([
      '?status=pending',
      '?status=pending&cursor=after-thida',
    ]);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(within(queue).getByRole('button', { name: /@mya/ }));
    expect(await screen.findByRole('article', { name: 'Request of @mya' })).toBeInTheDocument();
  });

  it('links every row to the member page', async () => {
    renderKyc(kycPage([cleanItem(), second]));
    const queue = await screen.findByRole('list', { name: 'Request queue' });
    expect(within(queue).getByRole('link', { name: '@thida' })).toHaveAttribute(
      'href',
      `/admin/users/${userId}`,
    );
    expect(within(queue).getByRole('link', { name: '@mya' })).toHaveAttribute(
      'href',
      `/admin/users/${otherUser}`,
    );
    // The row's button still opens the request in the viewer.
    await userEvent.click(within(queue).getByRole('button', { name: /Open @mya's request/ }));
    expect(await screen.findByRole('article', { name: 'Request of @mya' })).toBeInTheDocument();
  });
});
