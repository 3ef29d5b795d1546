import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../test/renderApp';

describe('MainLayout', () => {
  it('shows the six tabs and highlights the current one', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: member } } });
    renderApp('/chat');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = nav.querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual([
      'Home',
      'Explore',
      'Matches',
      'Chats',
      'Shop',
      'Profile',
    ]);
    expect(screen.getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings');
  });

  it('hides the tab bar in a conversation (/chat/:userId)', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: member } } });
    renderApp('/chat/33333333-3333-4333-8333-333333333333');
    expect(await screen.findByRole('link', { name: 'Back to chats' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
