import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pending, renderApp } from '../../../test/renderApp';
import { candidate, signedIn } from '../testFixtures';

const boosted = (n: number) => {
  const { is_boosted: _b, ...profile } = candidate(n);
  return { ...profile, boosted_until: '2099-01-01T00:00:00.000Z' };
};

describe('Spotlight', () => {
  it('shows skeletons while loading', async () => {
    mockApi({ ...signedIn, 'GET /api/spotlight': () => pending() });
    renderApp('/explore');
    expect(await screen.findByRole('status', { name: 'Loading the spotlight...' })).toBeVisible();
  });

  it('shows the empty state and the way to join', async () => {
    mockApi({ ...signedIn, 'GET /api/spotlight': { status: 200, body: { items: [] } } });
    renderApp('/explore');
    expect(await screen.findByText('Be The Main Attraction')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No one is in the spotlight right now. Boost your profile to be seen by everyone!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the Spotlight' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('lists boosted members, the first as the hero, each linking to /user/{id}', async () => {
    mockApi({
      ...signedIn,
      'GET /api/spotlight': { status: 200, body: { items: [boosted(1), boosted(2)] } },
    });
    renderApp('/explore');
    expect(await screen.findByRole('heading', { name: 'Spotlight' })).toBeInTheDocument();
    expect(screen.getByText("See who's capturing everyone's attention.")).toBeInTheDocument();
    const hero = await screen.findByRole('link', { name: /Member1/ });
    expect(hero).toHaveAttribute('href', `/user/${candidate(1).user_id}`);
    expect(hero).toHaveTextContent('21 years old');
    const second = screen.getByRole('link', { name: /Member2/ });
    expect(second.querySelector('img')).toHaveAttribute(
      'src',
      `/files/media/${candidate(2).user_id}/1_thumb.webp`,
    );
  });

  it('puts the way to join after the grid, in the flow, so it never covers a name', async () => {
    mockApi({
      ...signedIn,
      'GET /api/spotlight': { status: 200, body: { items: [boosted(1), boosted(2), boosted(3)] } },
    });
    renderApp('/explore');
    const last = await screen.findByRole('link', { name: /Member3/ });
    const join = screen.getByRole('link', { name: 'Join the Spotlight' });
    // After every card in reading order, and not in a floating box (the e2e journey
    // spotlight.spec.ts measures the boxes on a 360 px phone).
    expect(last.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(join.closest('ul')).toBeNull();
    expect(join.closest('.sticky, .fixed, .absolute')).toBeNull();
  });
});
