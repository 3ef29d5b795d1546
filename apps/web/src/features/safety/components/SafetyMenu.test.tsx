import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import { createQueryClient } from '../../../lib/queryClient';
import { otherId } from '../../profile/testFixtures';
import { SafetyMenu } from './SafetyMenu';

function renderMenu() {
  render(
    <AppProviders client={createQueryClient({ retry: false })}>
      <SafetyMenu userId={otherId} name="Aung" />
    </AppProviders>,
  );
  return screen.getByRole('button', { name: 'More options for Aung' });
}

// In this order: the menu's code loads once, on the first open (the second test).
describe('SafetyMenu (its menu loads on first use)', () => {
  it('stands in with a button announced as a menu button', () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with the first item focused, and reaches the dialogs', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    const report = await screen.findByRole('menuitem', { name: 'Report Aung' });
    await waitFor(() => expect(report).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block Aung' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Block Aung?' })).toBeInTheDocument();
  });

  it('once loaded, opens on a press, and closing gives the focus back to the button', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Block Aung' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More options for Aung' })).toHaveFocus();
  });
});
