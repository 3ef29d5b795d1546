import { giftSwipeRequestSchema, hasVisibleText, SWIPE_COMMENT_MAX_LENGTH } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatNumber } from '../../../lib/format';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { thumbUrl } from '../../../lib/media';
import { Button, Dialog } from '../../../ui';

/** The comment rules of a like (the same as a gift's message), required on a bio. */
const commentFormSchema = giftSwipeRequestSchema.pick({ comment: true });
/** On a photo the comment is optional: a blank one is none. */
const photoCommentSchema = z.object({
  comment: z.preprocess(
    (value) => (typeof value === 'string' && hasVisibleText(value) ? value : null),
    giftSwipeRequestSchema.shape.comment,
  ),
});

export interface CommentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string | null;
  bio: string | null;
  /** A photo like instead: the photo (1-based `current`), and the comment is optional. */
  photo?: { current: number; url: string | undefined };
  /** A like on one answered prompt instead: the comment is required and opens the chat. */
  prompt?: { prompt_id: string; answer: string } | undefined;
  /** Sends the like with the comment ('' for none on a photo); the dialog closes first. */
  onSubmit: (comment: string) => void;
}

/**
 * Comment on a bio: a like that carries a short note (at most 300 characters). With `photo`, the
 * like of that photo, with an optional note; with `prompt`, the like of that answer, with a note.
 */
export function CommentDialog({
  open,
  onOpenChange,
  name,
  bio,
  photo,
  prompt,
  onSubmit,
}: CommentDialogProps) {
  const { t, i18n } = useTranslation('discovery');
  const id = useId();
  const form = useSchemaForm({
    schema: photo ? photoCommentSchema : commentFormSchema,
    initialValues: { comment: '' },
  });
  const comment = form.field('comment');
  const error = comment.error;

  const changeOpen = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit((checked) => {
    changeOpen(false);
    onSubmit(checked.comment ?? ''); // trimmed by the schema
  });

  const formId = `${id}-form`;
  let title = name ? t('comment.title', { name }) : t('comment.titleNoName');
  if (photo) title = t(name ? 'title' : 'titleNoName', { ns: 'photoLike', ...photo, name });
  if (prompt) title = t(name ? 'likeTitle' : 'likeTitleNoName', { ns: 'prompts', name });
  let label = photo ? t('label', { ns: 'photoLike' }) : t('comment.label');
  if (prompt) label = t('commentLabel', { ns: 'prompts' });
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
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
        {photo?.url && (
          <img src={thumbUrl(photo.url)} alt="" className="size-24 rounded-xl object-cover" />
        )}
        {prompt && (
          <blockquote className="rounded-xl bg-rose-50 p-3 text-sm text-neutral-800">
            <p className="font-semibold text-rose-800">
              {t(`items.${prompt.prompt_id}`, { ns: 'prompts' })}
            </p>
            <p className="mt-1 line-clamp-4">{prompt.answer}</p>
          </blockquote>
        )}
        {!photo && bio && (
          <blockquote className="line-clamp-4 rounded-xl bg-neutral-50 p-3 text-sm text-neutral-700">
            {bio}
          </blockquote>
        )}
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={SWIPE_COMMENT_MAX_LENGTH}
          name={comment.name}
          value={comment.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={comment.onChange}
          onBlur={comment.onBlur}
          placeholder={t('comment.placeholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
        <p id={`${id}-count`} className="self-end text-xs text-neutral-500">
          {t('comment.count', {
            length: formatNumber(comment.value.length, i18n.language),
            max: formatNumber(SWIPE_COMMENT_MAX_LENGTH, i18n.language),
          })}
        </p>
        <FieldError id={`${id}-error`} message={error} alert />
      </form>
    </Dialog>
  );
}
