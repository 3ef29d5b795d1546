import { ADMIN_NOTES_MAX_LENGTH } from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';

/** Asks for optional notes before rejecting (spec: default 'No reason provided'). */
export function RejectDialog({
  open,
  title,
  who,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  title: string;
  who: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (notes: string | null) => void;
}) {
  const { t } = useTranslation('adminMoney');
  const id = useId();
  const [notes, setNotes] = useState('');

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) setNotes('');
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(notes.trim() || null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={`${who} · ${t('rejectDialog.body')}`}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={pending}>
            {t('rejectDialog.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={`${id}-form`} loading={pending}>
            {pending ? t('rejectDialog.confirming') : t('rejectDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-notes`} className="text-sm font-medium text-neutral-800">
          {t('rejectDialog.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={ADMIN_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('rejectDialog.placeholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
      </form>
    </Dialog>
  );
}
