import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanItem, kycPage, renderKyc } from './kycTestFixtures';

/** Issue 33: what the face analysis read from each selfie, and the risk order. */

afterEach(() => vi.restoreAllMocks());

const linkedId = '99999999-9999-4999-8999-999999999999';
const scored = cleanItem({
  photos: ['/files/media/u/a.webp', '/files/media/u/b.webp'],
  selfie1_faces: {
    pending: false,
    faces: 1,
    pose: 'seen',
    photos: [
      { url: '/files/media/u/b.webp', face: 'found', similarity: 0.912 },
      { url: '/files/media/u/a.webp', face: 'found', similarity: 0.41 },
    ],
    linked: [{ user_id: linkedId, username: 'copycat', similarity: 0.95 }],
  },
  selfie2_faces: {
    pending: false,
    faces: 0,
    pose: 'not_seen',
    photos: [{ url: '/files/media/u/a.webp', face: 'found', similarity: null }],
    linked: [],
  },
});

describe('the face check in the KYC viewer', () => {
  it('shows per selfie the faces, the pose, the likeness to each photo and linked accounts', async () => {
    renderKyc(kycPage([scored]));
    const faces = await screen.findByRole('region', { name: 'Face check' });
    expect(within(faces).getByText('1 face found')).toBeInTheDocument();
    expect(within(faces).getByText('Pose seen')).toBeInTheDocument();
    expect(within(faces).getByText('No face found')).toBeInTheDocument();
    expect(within(faces).getByText('Pose not seen')).toBeInTheDocument();
    const likeness = within(faces).getByRole('list', {
      name: 'Selfie 1: likeness to each profile photo, best first',
    });
    expect(
      within(likeness)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['91%', '41%']);
    const second = within(faces).getByRole('list', { name: /^Selfie 2: likeness/ });
    // The selfie has no face: nothing to compare the photo with.
    expect(within(second).getByRole('listitem')).toHaveTextContent('—Not compared');
    expect(within(faces).getByText(/Same face \(95%\) as/)).toBeInTheDocument();
    expect(within(faces).getByRole('link', { name: '@copycat' })).toHaveAttribute(
      'href',
      `/admin/users/${linkedId}`,
    );
  });

  it('says why a profile photo has no likeness: its analysis is pending, or it has no face', async () => {
    const faces = {
      pending: false,
      faces: 1,
      pose: 'seen' as const,
      photos: [
        { url: '/files/media/u/a.webp', face: 'found' as const, similarity: 0.88 },
        { url: '/files/media/u/b.webp', face: 'none' as const, similarity: null },
        { url: '/files/media/u/c.webp', face: 'pending' as const, similarity: null },
      ],
      linked: [],
    };
    renderKyc(kycPage([cleanItem({ selfie1_faces: faces })]));
    const likeness = await screen.findByRole('list', { name: /^Selfie 1: likeness/ });
    expect(
      within(likeness)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['88%', 'No face', 'Checking']);
  });

  it('says "analysis pending" while the jobs have not run', async () => {
    const pending = { pending: true, faces: null, pose: null, photos: [], linked: [] };
    renderKyc(kycPage([cleanItem({ selfie1_faces: pending, selfie2_faces: pending })]));
    const faces = await screen.findByRole('region', { name: 'Face check' });
    expect(within(faces).getAllByText('Analysis pending')).toHaveLength(2);
    expect(within(faces).queryByText(/face found/)).toBeNull();
  });

  it('sorts by risk on request and back, keeping the filter', async () => {
    const { urls } = renderKyc(kycPage([scored]));
    await screen.findByRole('region', { name: 'Face check' });
    const order = screen.getByRole('group', { name: 'Order' });
    expect(within(order).getByRole('button', { name: 'Oldest first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(order).getByRole('button', { name: 'Risk first' }));
    await waitFor(() => expect(urls.at(-1)?.search).toBe('?status=pending&sort=risk'));
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(urls.at(-1)?.search).toBe('?sort=risk'));
    const newest = within(order).getByRole('button', { name: 'Newest first' });
    expect(newest).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(newest);
    await waitFor(() => expect(urls.at(-1)?.search).toBe(''));
  });

  it('asks before the A key approves a selfie with no face or a face on another account', async () => {
    const { posts } = renderKyc(kycPage([scored]));
    expect(await screen.findByRole('article', { name: 'Request of @thida' })).toBeInTheDocument();
    await userEvent.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve despite the flags?' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Flags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A selfie shows no face.', "The selfie's face is on another account: @copycat."]);
    expect(posts).toEqual([]);
  });

  it('does not flag a selfie whose analysis is pending', async () => {
    const pending = { pending: true, faces: null, pose: null, photos: [], linked: [] };
    const { posts } = renderKyc(
      kycPage([cleanItem({ selfie1_faces: pending, selfie2_faces: pending })]),
    );
    expect(await screen.findByRole('article', { name: 'Request of @thida' })).toBeInTheDocument();
    await userEvent.keyboard('a');
    await waitFor(() => expect(posts).toEqual([{ status: 'approved' }]));
  });
});
