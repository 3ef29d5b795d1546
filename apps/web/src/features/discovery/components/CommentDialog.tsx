import { SWIPE_COMMENT_MAX_LENGTH } from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';
import { formatNumber } from '../format';

export interface CommentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string | null;
  bio: string | null;
  /** Sends the like with the comment; the dialog closes first. */
  onSubmit: (comment: string) => void;
}

/** Comment on a bio: a like that carries a short note (at most 300 characters). */
export function CommentDialog({ open, onOpenChange, name, bio, onSubmit }: CommentDialogProps) {
  const { t, i18n } = useTranslation('discovery');
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setComment('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = comment.trim();
    if (!trimmed) {
      setError(t('comment.required'));
      return;
    }
    changeOpen(false);
    onSubmit(trimmed.slice(0, SWIPE_COMMENT_MAX_LENGTH));
  };

  const formId = `${id}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={name ? t('comment.title', { name }) : t('comment.titleNoName')}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)}>
            {t('comment.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('comment.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {bio && (
          <blockquote className="line-clamp-4 rounded-xl bg-neutral-50 p-3 text-sm text-neutral-700">
            {bio}
          </blockquote>
        )}
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-neutral-800">
          {t('comment.label')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={SWIPE_COMMENT_MAX_LENGTH}
          value={comment}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          placeholder={t('comment.placeholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
        <p id={`${id}-count`} className="self-end text-xs text-neutral-500">
          {t('comment.count', {
            length: formatNumber(comment.length, i18n.language),
            max: formatNumber(SWIPE_COMMENT_MAX_LENGTH, i18n.language),
          })}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
