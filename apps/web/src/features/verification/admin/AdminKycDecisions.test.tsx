import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldReply } from '../../../test/renderApp';
import { cleanItem, decided, kycItem, kycPage, renderKyc } from './kycTestFixtures';

/**
 * Issue 31, decision 025: the A key approves at once only a request without flags, and a
 * decision that was made (a double click, a second tab) is never shown as a failure.
 */

afterEach(() => vi.restoreAllMocks());

const flagged = kycItem({
  avatar_match: 'look_alike',
  duplicate_photo_of: [{ user_id: '88888888-8888-4888-8888-888888888888', username: 'mya' }],
});

const failure = () => screen.queryByText(/Failed to update request/);

describe('the A key', () => {
  it('asks first on a flagged request, naming every flag, and sends nothing until confirmed', async () => {
    const { posts } = renderKyc(kycPage([flagged]));
    expect(await screen.findByRole('article', { name: 'Request of @thida' })).toBeInTheDocument();
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve despite the flags?' });
    const flags = within(dialog).getByRole('list', { name: 'Flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "A selfie looks like the member's own avatar (the same picture, resized or recompressed).",
      "Possible duplicate: a selfie matches @aung's request",
      'A picture looks like one of @mya.',
    ]);
    expect(dialog).toHaveTextContent("Check the flags on @thida's request before approving it:");
    expect(posts).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);

    await userEvent.keyboard('a');
    const again = await screen.findByRole('dialog', { name: 'Approve despite the flags?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Approve anyway @thida' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'approved' }]));
    expect(await screen.findByText('Request approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('approves a request without flags at once', async () => {
    const { posts } = renderKyc(kycPage([cleanItem()]));
    expect(await screen.findByRole('article', { name: 'Request of @thida' })).toBeInTheDocument();
    await userEvent.keyboard('a');
    await waitFor(() => expect(posts).toEqual([{ status: 'approved' }]));
    expect(await screen.findByText('Request approved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a decision already made', () => {
  it('answered already_decided is a neutral note, not a failure', async () => {
    renderKyc(kycPage([kycItem()]), () =>
      decided(kycItem({ status: 'approved' }), 'already_decided'),
    );
    const [approve] = await screen.findAllByRole('button', { name: 'Approve @thida' });
    await userEvent.click(approve as HTMLElement);
    const note = await screen.findByText('This request was already approved.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(failure()).toBeNull();
  });

  it('decided otherwise in a second tab (409) says so and fetches the list again', async () => {
    const { urls } = renderKyc(kycPage([kycItem()]), () => ({
      status: 409,
      body: {
        error: { code: 'ALREADY_DECIDED', message: 'This request has already been decided.' },
      },
    }));
    const [approve] = await screen.findAllByRole('button', { name: 'Approve @thida' });
    const before = urls.length;
    await userEvent.click(approve as HTMLElement);
    expect(
      await screen.findByText(
        'Another admin already decided this request. The list is up to date again.',
      ),
    ).toBeInTheDocument();
    expect(failure()).toBeNull();
    await waitFor(() => expect(urls.length).toBeGreaterThan(before));
  });

  it('a double click sends one decision and shows no failure', async () => {
    const held = heldReply();
    const { posts } = renderKyc(kycPage([kycItem()]), held.handler);
    const [approve] = await screen.findAllByRole('button', { name: 'Approve @thida' });
    // Both clicks land before React has drawn the button as busy.
    fireEvent.click(approve as HTMLElement);
    fireEvent.click(approve as HTMLElement);
    await waitFor(() => expect(posts).toHaveLength(1));
    held.release(decided(kycItem({ status: 'approved' })));
    expect(await screen.findByText('Request approved.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(failure()).toBeNull();
  });
});
