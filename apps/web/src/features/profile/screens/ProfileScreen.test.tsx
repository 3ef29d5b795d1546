import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../../../test/renderApp';
import { otherId, ownProfile, publicProfile } from '../testFixtures';

const session = { status: 200, body: { user: member } };

describe('Profile view', () => {
  it('shows the own profile with an Edit Profile button', async () => {
    mockApi({
      'GET /api/auth/session': session,
      'GET /api/me': { status: 200, body: ownProfile({ is_verified: true }) },
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: /Thida, 27/ })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings/edit-profile',
    );
    for (const chip of ['Woman', 'she/her', 'Straight', 'Long-term relationship', 'Man']) {
      expect(screen.getByText(chip)).toBeVisible();
    }
    expect(screen.getByText(ownProfile().bio as string)).toBeVisible();
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it.each(['/profile', '/user'])('shows another member at %s/:userId', async (prefix) => {
    mockApi({
      'GET /api/auth/session': session,
      [`GET /api/profiles/${otherId}`]: { status: 200, body: publicProfile() },
    });
    renderApp(`${prefix}/${otherId}`);
    expect(await screen.findByRole('heading', { name: /Aung, 29/ })).toBeVisible();
    expect(screen.getByText('Mandalay · 12 km away')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo 1 of Aung' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of Aung' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Photo 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/session': session });
    renderApp(`/profile/${otherId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Profile not found or an error occurred.',
    );
  });

  it('reports a member: a reason is required, details optional', async () => {
    const reports: unknown[] = [];
    mockApi({
      'GET /api/auth/session': session,
      [`GET /api/profiles/${otherId}`]: { status: 200, body: publicProfile() },
      'POST /api/reports': (body) => {
        reports.push(body);
        return { status: 201, body: { ok: true } };
      },
    });
    renderApp(`/profile/${otherId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report Aung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Aung' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a reason.');
    expect(reports).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Feels like spam or a scam' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asked for money');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Report submitted successfully.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reports).toEqual([
      {
        reported_user_id: otherId,
        reason: 'Feels like spam or a scam',
        details: 'Asked for money',
        also_block: true,
      },
    ]);
  });

  it('says when a report could not be sent', async () => {
    mockApi({
      'GET /api/auth/session': session,
      [`GET /api/profiles/${otherId}`]: { status: 200, body: publicProfile() },
    });
    renderApp(`/profile/${otherId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report Aung' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not submit report. Please try again.',
    );
  });
});
