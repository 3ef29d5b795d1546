import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base, cleanItem, decided, kycItem, kycPage, renderKyc, userId } from './kycTestFixtures';

afterEach(() => vi.restoreAllMocks());

describe('AdminKycScreen', () => {
  it('lists a request with its photos, challenges, duplicate flag and status', async () => {
    renderKyc(kycPage([kycItem()]));
    expect(await screen.findByRole('heading', { name: 'KYC Requests' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Selfie 1' });
    expect(links[0]).toHaveAttribute('href', `${base}/selfie1.jpg`);
    expect(screen.getAllByRole('link', { name: 'Selfie 2' })[0]).toHaveAttribute(
      'href',
      `${base}/selfie2.jpg`,
    );
    expect(screen.getAllByRole('link', { name: 'Avatar Snapshot' })[0]).toHaveAttribute(
      'href',
      `${base}/avatar.jpg`,
    );
    expect(screen.getAllByText('Make a peace sign')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Touch your nose with your finger')[0]).toBeInTheDocument();
    expect(
      screen.getAllByText("Possible duplicate: a selfie matches @aung's request")[0],
    ).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('needs a reason to deny, then sends it', async () => {
    const { posts } = renderKyc(kycPage([kycItem()]), () =>
      decided(kycItem({ status: 'denied', notes: 'Blurry photos' })),
    );
    const [deny] = await screen.findAllByRole('button', { name: 'Deny @thida' });
    await userEvent.click(deny as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Deny this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny Request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a reason for denying this request.',
    );
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny Request' }));
    expect(posts).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Blurry photos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny Request' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'denied', reason: 'Blurry photos' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Request denied.')).toBeInTheDocument();
  });

  it('approves, and reports a failed decision', async () => {
    const { posts } = renderKyc(kycPage([kycItem()]), () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } },
    }));
    const [approve] = await screen.findAllByRole('button', { name: 'Approve @thida' });
    await userEvent.click(approve as HTMLElement);
    await waitFor(() => expect(posts).toEqual([{ status: 'approved' }]));
    expect(
      await screen.findByText('Failed to update request: An unexpected error occurred.'),
    ).toBeInTheDocument();
  });

  it('shows no decision buttons on decided requests', async () => {
    renderKyc(kycPage([kycItem({ status: 'approved', notes: 'Looks right', duplicate_of: null })]));
    expect(await screen.findByText('Admin notes: Looks right')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Deny/ })).toBeNull();
  });

  it('works from the keyboard: A approves an unflagged request, then the next; D asks for a reason', async () => {
    const second = kycItem({
      id: '88888888-8888-4888-8888-888888888888',
      user: { id: userId, username: 'mya', first_name: 'Mya' },
      duplicate_of: null,
      avatar_match: 'identical',
      previous_denial: {
        request_id: '99999999-9999-4999-8999-999999999999',
        reason: 'Face hidden',
        decided_at: '2025-02-01T08:30:00.000Z',
      },
      photos: ['/files/media/u/p1.webp'],
    });
    const { posts } = renderKyc(kycPage([cleanItem(), second]));
    expect(await screen.findByRole('article', { name: 'Request of @thida' })).toBeInTheDocument();
    expect(
      screen.getByText('Keyboard: A approve · D deny (with a reason) · J next · K previous'),
    ).toBeInTheDocument();
    await userEvent.keyboard('a');
    await waitFor(() => expect(posts).toEqual([{ status: 'approved' }]));
    expect(await screen.findByRole('article', { name: 'Request of @mya' })).toBeInTheDocument();
    expect(
      screen.getByText("A selfie is the member's own avatar (the same picture file)."),
    ).toBeInTheDocument();
    expect(screen.getByText(/Denied before on .*: Face hidden/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo 1' })).toBeInTheDocument();
    await userEvent.keyboard('k');
    expect(await screen.findByRole('article', { name: 'Request of @thida' })).toBeInTheDocument();
    await userEvent.keyboard('j');
    await userEvent.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Deny this request?' });
    expect(dialog).toHaveTextContent('@mya');
    // Typing the reason is not a shortcut.
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'a d j');
    expect(posts).toHaveLength(1);
  });

  it('says when the list cannot load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderKyc({ status: 500 });
    expect(
      await screen.findByText('Failed to load KYC data. Check the console for errors.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
