import { PROFILE_SAVED_MESSAGE_MS } from '@dating/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockApi, renderApp } from '../../../test/renderApp';
import { ownProfile } from '../testFixtures';

const session = { status: 200, body: { user: member } };

function renderEdit(patch: (body: unknown) => { status: number; body?: unknown }) {
  const profile = ownProfile();
  const calls: unknown[] = [];
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/me': { status: 200, body: profile },
    'GET /api/me/prompts': { status: 200, body: { prompts: [] } },
    'PATCH /api/me': (body) => {
      calls.push(body);
      return patch(body);
    },
  });
  const view = renderApp('/settings/edit-profile');
  return { ...view, profile, calls, fetchMock };
}

describe('Edit Profile', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the saved profile in the form', async () => {
    renderEdit(() => ({ status: 500 }));
    expect(await screen.findByLabelText('Your Bio')).toHaveValue(ownProfile().bio);
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByLabelText('Your Bio')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('radio', { name: 'Long-term relationship' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Man' })).toBeChecked();
    const location = screen.getByLabelText('Search Location');
    expect(location).toHaveValue('Yangon');
    expect(location).toHaveAttribute('placeholder', 'e.g., Yangon');
    expect(screen.getByText('Change your location to see people in other cities.')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Maximum Distance' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('50 km')).toBeVisible();
    expect(screen.getAllByRole('img', { name: /Your photo/ })).toHaveLength(2);
  });

  it('sends only the changed fields, then the saved message goes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderEdit((body) => ({
      status: 200,
      body: { ...ownProfile(), ...(body as object), search_location: 'Mandalay' },
    }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bio = await screen.findByLabelText('Your Bio');
    await user.clear(bio);
    await user.type(bio, 'New bio');
    await user.click(screen.getByRole('radio', { name: 'Life partner' }));
    // Everyone clears the other choices (toggleInterestedIn).
    await user.click(screen.getByRole('checkbox', { name: 'Everyone' }));
    expect(screen.getByRole('checkbox', { name: 'Man' })).not.toBeChecked();
    const location = screen.getByLabelText('Search Location');
    await user.clear(location);
    await user.type(location, 'mandalay');
    const radius = screen.getByRole('slider', { name: 'Maximum Distance' });
    act(() => radius.focus());
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(radius, { key: 'ArrowRight' });
    expect(screen.getByText('100 km')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile saved successfully!')).toBeVisible();
    expect(calls).toEqual([
      {
        relationship_intention: 'Life partner',
        interested_in: ['Everyone'],
        bio: 'New bio',
        search_location: 'mandalay',
        search_radius_km: 100,
      },
    ]);
    // The place as the server named it.
    expect(screen.getByLabelText('Search Location')).toHaveValue('Mandalay');

    act(() => vi.advanceTimersByTime(PROFILE_SAVED_MESSAGE_MS - 100));
    expect(screen.getByText('Profile saved successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Profile saved successfully!')).not.toBeInTheDocument();
  });

  it('does not send the search location when it did not change', async () => {
    const { calls } = renderEdit(() => ({ status: 200, body: ownProfile({ bio: 'x' }) }));
    const user = userEvent.setup();
    const bio = await screen.findByLabelText('Your Bio');
    await user.clear(bio);
    await user.type(bio, 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile saved successfully!');
    expect(calls).toEqual([{ bio: 'x' }]);
  });

  it("shows the server's LOCATION_NOT_FOUND message", async () => {
    renderEdit(() => ({
      status: 400,
      body: {
        error: {
          code: 'LOCATION_NOT_FOUND',
          message: 'Could not find a location for "Atlantis". Please be more specific.',
          params: { text: 'Atlantis' },
        },
      },
    }));
    const user = userEvent.setup();
    const location = await screen.findByLabelText('Search Location');
    await user.clear(location);
    await user.type(location, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Could not find a location for "Atlantis". Please be more specific.',
    );
  });

  it('makes another photo the main one and saves the new order', async () => {
    const { calls, profile } = renderEdit((body) => ({
      status: 200,
      body: { ...ownProfile(), ...(body as object) },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make photo 2 your main photo' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile saved successfully!');
    expect(calls).toEqual([{ media: [profile.media[1], profile.media[0]] }]);
  });

  it('refuses a file that is not an image', async () => {
    const { fetchMock } = renderEdit(() => ({ status: 500 }));
    const [add] = await screen.findAllByLabelText('Add photo');
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(add as HTMLElement, { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload an image file.');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/me/photos')).toBe(false),
    );
  });

  it('edits the name, gender display and sexuality chosen at onboarding', async () => {
    const { calls } = renderEdit((body) => ({
      status: 200,
      body: { ...ownProfile(), ...(body as object) },
    }));
    const user = userEvent.setup();
    const name = await screen.findByLabelText('First name');
    await user.clear(name);
    await user.type(name, 'သီရိ 🌸');
    const pronouns = screen.getByLabelText('Pronouns (optional)');
    await user.clear(pronouns);
    await user.type(pronouns, 'they/them');
    await user.click(screen.getByRole('switch', { name: 'Show my gender on my profile' }));
    await user.click(screen.getByRole('radio', { name: 'Bisexual' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile saved successfully!')).toBeVisible();
    expect(calls).toEqual([
      {
        first_name: 'သီရိ 🌸',
        pronouns: 'they/them',
        show_gender: !ownProfile().show_gender,
        sexuality: 'Bisexual',
      },
    ]);
  });

  it('refuses a name of only emoji without sending it', async () => {
    const { calls } = renderEdit(() => ({ status: 500 }));
    const user = userEvent.setup();
    const name = await screen.findByLabelText('First name');
    await user.clear(name);
    await user.type(name, '😀😀');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your name must contain at least one letter.',
    );
    expect(calls).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const { router } = renderEdit(() => ({ status: 500 }));
    const user = userEvent.setup();
    const bio = await screen.findByLabelText('Your Bio');
    await user.type(bio, ' and more');
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(screen.getByLabelText('Your Bio')).toHaveValue(`${ownProfile().bio} and more`);

    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderEdit(() => ({ status: 500 }));
    await screen.findByLabelText('Your Bio');
    await userEvent.setup().click(screen.getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('groups the form in sections a screen reader can jump between (issue 34)', async () => {
    renderEdit(() => ({ status: 500 }));
    await screen.findByLabelText('Your Bio');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Photos',
      'About you',
      'Basics',
      'Looking for',
      'Location',
      'Prompts',
    ]);
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Photos').getAllByRole('img', { name: /Your photo/ })).toHaveLength(2);
    expect(section('About you').getByLabelText('First name')).toBeInTheDocument();
    expect(section('About you').getByLabelText('Your Bio')).toBeInTheDocument();
    expect(section('Basics').getByLabelText('Pronouns (optional)')).toBeInTheDocument();
    expect(section('Basics').getByRole('radio', { name: 'Bisexual' })).toBeInTheDocument();
    expect(section('Looking for').getByRole('checkbox', { name: 'Man' })).toBeInTheDocument();
    expect(section('Looking for').getByRole('slider', { name: 'Minimum age' })).toBeInTheDocument();
    expect(section('Location').getByLabelText('Search Location')).toBeInTheDocument();
    expect(section('Location').getByRole('slider', { name: 'Maximum Distance' })).toBeVisible();
  });

  it('enables Save once something changed, and again only after the next change', async () => {
    renderEdit((body) => ({ status: 200, body: { ...ownProfile(), ...(body as object) } }));
    const user = userEvent.setup();
    const bio = await screen.findByLabelText('Your Bio');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await user.type(bio, '!');
    expect(save).toBeEnabled();
    // Back to what is saved: nothing to save.
    await user.type(bio, '{Backspace}');
    expect(save).toBeDisabled();
    await user.type(bio, ' Mohinga on Sundays.');
    await user.click(save);
    expect(await screen.findByText('Profile saved successfully!')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled(),
    );
  });

  it('keeps Save in a bar that sticks above the tab bar, after every section', async () => {
    renderEdit(() => ({ status: 500 }));
    await screen.findByLabelText('Your Bio');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    const bar = save.parentElement as HTMLElement;
    // jsdom lays nothing out: the classes are what makes it stick (e2e/profile-sections checks
    // it on a 360 px phone), and being the form's last child keeps it after all content.
    expect(bar).toHaveClass('sticky');
    expect(bar.className).toMatch(/bottom-\[calc\(3\.5rem/);
    expect(bar.parentElement?.lastElementChild).toBe(bar);
    expect(bar.parentElement?.tagName).toBe('FORM');
  });
});
