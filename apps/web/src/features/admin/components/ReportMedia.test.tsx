import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { counts, queuePage, reportGroup, session } from '../testFixtures';

const reportId = '66666666-6666-4666-8666-666666666666';

function renderQueue(media: { kind: 'photo' | 'voice'; duration_ms: number | null }) {
  const group = reportGroup();
  const [first, second] = group.reports;
  if (!first || !second) throw new Error('fixture');
  const url = `/api/admin/reports/${reportId}/media`;
  mockApi({
    ...session,
    ...counts,
    'GET /api/admin/reports': {
      status: 200,
      body: queuePage([{ ...group, reports: [first, { ...second, media: { ...media, url } }] }], 1),
    },
  });
  renderApp('/admin/reports');
  return url;
}

describe('the photo or voice note a report carries (issue 35)', () => {
  it('shows the reported photo by its thumbnail, linked to the full one', async () => {
    const url = renderQueue({ kind: 'photo', duration_ms: null });
    const photo = await screen.findByRole('img', { name: 'The reported photo' });
    expect(photo).toHaveAttribute('src', `${url}?size=thumb`);
    expect(photo.closest('a')).toHaveAttribute('href', url);
    // Only on the report that carries it.
    const group = photo.closest('ul') as HTMLElement;
    expect(within(group).getAllByRole('img', { name: /reported/ })).toHaveLength(1);
  });

  it('plays the reported voice note, with its length', async () => {
    const url = renderQueue({ kind: 'voice', duration_ms: 7_400 });
    const label = await screen.findByText('The reported voice note (7 s)');
    const player = label.parentElement?.querySelector('audio');
    expect(player).toHaveAttribute('src', url);
  });
});
