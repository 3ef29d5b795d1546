import { ADMIN_NOTES_MAX_LENGTH, rejectTransactionRequestSchema } from '@dating/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '../../lib/i18n';
import { DecisionDialog } from './DecisionDialog';

/** The money reject dialog's rule: notes optional, at most ADMIN_NOTES_MAX_LENGTH (shared). */
const notesSchema = z.object({ reason: rejectTransactionRequestSchema.unwrap().shape.admin_notes });

function renderDialog(onConfirm = vi.fn()) {
  render(
    <DecisionDialog
      open
      onOpenChange={() => {}}
      title="Reject this deposit?"
      description="@thida"
      label="Notes (optional)"
      schema={notesSchema}
      maxLength={ADMIN_NOTES_MAX_LENGTH}
      confirmLabel="Reject"
      confirmingLabel="Rejecting…"
      cancelLabel="Cancel"
      pending={false}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

/** Burmese text as read: the word joiners between syllables (lib/burmeseText) taken out. */
const plain = (element: HTMLElement) => element.textContent?.replaceAll('\u2060', '');

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DecisionDialog', () => {
  it('counts the note, refuses text over the limit and never cuts it', async () => {
    const user = userEvent.setup();
    const onConfirm = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit?' });
    const box = within(dialog).getByLabelText('Notes (optional)');
    // No maxlength: the browser would drop the end of a paste without a word.
    expect(box).not.toHaveAttribute('maxlength');
    expect(within(dialog).getByText('0 / 500')).toBeInTheDocument();

    await user.click(box);
    await user.paste('x'.repeat(ADMIN_NOTES_MAX_LENGTH + 10));
    expect(box).toHaveValue('x'.repeat(ADMIN_NOTES_MAX_LENGTH + 10));
    expect(within(dialog).getByText('510 / 500: 10 characters too many')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Notes can be at most 500 characters.',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    expect(box).toHaveValue('x'.repeat(ADMIN_NOTES_MAX_LENGTH + 10));

    // Back within the limit, the note is sent as typed (trimmed).
    await user.clear(box);
    await user.type(box, '  Wrong amount  ');
    expect(within(dialog).getByText('16 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('Wrong amount');
  });

  it('says the same in Burmese, with Myanmar digits', async () => {
    await act(() => i18n.changeLanguage('my'));
    const user = userEvent.setup();
    const onConfirm = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('textbox');
    await user.click(box);
    await user.paste('x'.repeat(ADMIN_NOTES_MAX_LENGTH + 10));
    const counter = document.getElementById(`${box.id}-counter`) as HTMLElement;
    expect(plain(counter)).toBe('၅၁၀ / ၅၀၀ — စာလုံး ၁၀ လုံး ပိုနေပါသည်');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(plain(within(dialog).getByRole('alert'))).toBe('မှတ်စုကို စာလုံး ၅၀၀ အထိသာ ရေးနိုင်ပါသည်။');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
