import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPERSONATION_TOKEN_KEY } from '../../../lib/api';
import { admin, member, mockApi, renderApp } from '../../../test/renderApp';

describe('ImpersonateScreen', () => {
  it('redeems the token, keeps the bearer token in this tab and opens /home', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': { status: 200, body: { user: admin } },
      'POST /api/auth/impersonation/redeem': {
        status: 200,
        body: { user: member, token: 'tab-token' },
      },
    });
    const { router } = renderApp('/impersonate?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sessionStorage.getItem(IMPERSONATION_TOKEN_KEY)).toBe('tab-token');
    expect(await screen.findByText('Viewing as thida')).toBeInTheDocument();
    const redeems = fetchMock.mock.calls.filter(([path]) => String(path).endsWith('/redeem'));
    expect(redeems).toHaveLength(1);
  });

  it('shows an error when the link cannot be redeemed', async () => {
    mockApi({
      'POST /api/auth/impersonation/redeem': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
      },
    });
    renderApp('/impersonate?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Could not open this member's view: Not found.",
    );
  });
});
