import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, mockApi, renderApp } from '../../../test/renderApp';
import { cleanItem, kycPage, requestId } from './kycTestFixtures';

/** Issue 31: moderator claims in the KYC queue (docs/decisions/026-moderation-claims.md). */

afterEach(() => vi.restoreAllMocks());

const freeId = '88888888-8888-4888-8888-888888888888';
const free = cleanItem({
  id: freeId,
  user: { id: '99999999-9999-4999-8999-999999999999', username: 'mya', first_name: 'Mya' },
});
const rival = { id: '77777777-7777-4777-8777-777777777777', username: 'rival' };
const held = { kind: 'kyc', id: requestId, admin: rival, expires_at: '2030-01-01T00:00:00.000Z' };

describe('claims in the KYC queue', () => {
  it("puts another admin's request last, says who works on it and disables its decision", async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/kyc': kycPage([cleanItem(), free]),
      'GET /api/admin/claims': { status: 200, body: { items: [held] } },
      [`POST /api/admin/claims/kyc/${freeId}`]: {
        status: 200,
        body: { ...held, id: freeId, admin: { id: admin.id, username: admin.username } },
      },
      [`POST /api/admin/claims/kyc/${requestId}`]: {
        status: 409,
        body: {
          error: {
            code: 'ITEM_CLAIMED',
            message: '@rival is working on this. Try again when they are done.',
            params: { username: 'rival', until: held.expires_at },
          },
        },
      },
    });
    const claimed = (id: string) =>
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === `/api/admin/claims/kyc/${id}` && init?.method === 'POST',
      );
    renderApp('/admin/kyc');

    const queue = await screen.findByRole('list', { name: 'Request queue' });
    await waitFor(() =>
      expect(
        within(queue)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['@mya', '@thida']),
    );
    const rows = within(queue).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('@rival is working on this');
    expect(rows[0]).not.toHaveTextContent('is working on this');
    // The free request opens first, and is claimed.
    expect(await screen.findByRole('article', { name: 'Request of @mya' })).toBeInTheDocument();
    await waitFor(() => expect(claimed(freeId)).toBe(true));
    expect(screen.getByRole('button', { name: 'Approve @mya' })).toBeEnabled();

    await userEvent.click(within(queue).getByRole('button', { name: /Open @thida's request/ }));
    const viewer = await screen.findByRole('article', { name: 'Request of @thida' });
    expect(within(viewer).getByRole('button', { name: 'Approve @thida' })).toBeDisabled();
    expect(within(viewer).getByRole('button', { name: 'Deny @thida' })).toBeDisabled();
    expect(within(viewer).getByText('@rival is working on this')).toBeInTheDocument();
  });
});
