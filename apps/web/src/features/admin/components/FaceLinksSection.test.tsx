import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { counts, memberOverview, session } from '../testFixtures';

const id = '33333333-3333-4333-8333-333333333333';
const otherId = '44444444-4444-4444-8444-444444444444';

function renderMember(overview: ReturnType<typeof memberOverview>) {
  mockApi({
    ...session,
    ...counts,
    [`GET /api/admin/users/${id}/overview`]: { status: 200, body: overview },
  });
  renderApp(`/admin/users/${id}`);
}

describe('the same face on other accounts (member page)', () => {
  it('shows each link with both pictures, how alike, and the other account', async () => {
    renderMember(
      memberOverview({
        face_links: [
          {
            other: { id: otherId, username: 'scammer', is_blocked: true },
            similarity: 0.934,
            picture: { kind: 'selfie', url: '/files/kyc/me/r/selfie1.jpg' },
            other_picture: { kind: 'photo', url: '/files/media/them/p.webp' },
          },
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Same face on other accounts' });
    expect(within(section).getByText('93% alike:')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '@scammer' })).toHaveAttribute(
      'href',
      `/admin/users/${otherId}`,
    );
    expect(within(section).getByText('Blocked')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Their selfie' })).toHaveAttribute(
      'src',
      '/files/kyc/me/r/selfie1.jpg',
    );
    expect(within(section).getByRole('img', { name: "@scammer's profile photo" })).toHaveAttribute(
      'src',
      '/files/media/them/p.webp',
    );
  });

  it('says when no other account shows their face', async () => {
    renderMember(memberOverview());
    const section = await screen.findByRole('region', { name: 'Same face on other accounts' });
    expect(within(section).getByText('No other account shows their face.')).toBeInTheDocument();
  });
});
