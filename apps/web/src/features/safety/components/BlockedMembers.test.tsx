import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/queryClient';
import { mockApi } from '../../../test/renderApp';
import { ToastProvider } from '../../../ui';
import { BlockedMembers } from './BlockedMembers';

const thiri = {
  user_id: '33333333-3333-4333-8333-333333333333',
  first_name: 'Thiri',
  avatar_url: '/files/media/a/1.webp',
  blocked_at: '2026-11-20T08:00:00.000Z',
};

describe('BlockedMembers', () => {
  it('lists blocked members with their name and photo, and unblocks one', async () => {
    let items = [thiri];
    const deleted: string[] = [];
    mockApi({
      'GET /api/blocks': () => ({ status: 200, body: { items } }),
      [`DELETE /api/blocks/${thiri.user_id}`]: () => {
        deleted.push(thiri.user_id);
        items = [];
        return { status: 204 };
      },
    });
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ToastProvider>
          <BlockedMembers />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Blocked members' });
    expect(await within(section).findByText('Thiri')).toBeVisible();
    expect(section.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/files/media/a/'),
    );
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Unblock Thiri' }));
    expect(await within(section).findByText('You have not blocked anyone.')).toBeVisible();
    expect(deleted).toEqual([thiri.user_id]);
    await waitFor(() => expect(screen.getByText('Thiri is unblocked.')).toBeVisible());
  });
});
