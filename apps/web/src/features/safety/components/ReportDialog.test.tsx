import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/queryClient';
import { mockApi } from '../../../test/renderApp';
import { otherId } from '../../profile/testFixtures';
import { ReportDialog } from './ReportDialog';

function Harness({ onSubmitted, name }: { onSubmitted: () => void; name?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        userId={otherId}
        name={name}
        onSubmitted={onSubmitted}
      />
    </QueryClientProvider>
  );
}

describe('ReportDialog', () => {
  it('needs a reason, sends no blank details, and calls onSubmitted after closing', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/reports': (body) => {
        bodies.push(body);
        return { status: 201 };
      },
    });
    const onSubmitted = vi.fn();
    render(<Harness onSubmitted={onSubmitted} />);
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Report this member' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a reason.');

    await user.click(screen.getByRole('radio', { name: 'Underage user' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Details (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // 'Also block' is ticked by default.
    expect(bodies).toEqual([
      { reported_user_id: otherId, reason: 'Underage user', also_block: true },
    ]);
    expect(onSubmitted).toHaveBeenCalledWith(true);
  });

  it('names the member in Also block, and sends false once it is unticked', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/reports': (body) => {
        bodies.push(body);
        return { status: 201 };
      },
    });
    const onSubmitted = vi.fn();
    render(<Harness onSubmitted={onSubmitted} name="Thiri" />);
    const user = userEvent.setup();
    const alsoBlock = screen.getByRole('checkbox', { name: 'Also block Thiri' });
    expect(alsoBlock).toBeChecked();
    await user.click(alsoBlock);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([{ reported_user_id: otherId, reason: 'Other', also_block: false }]);
  });
});
