import {
  giftSwipeRequestSchema,
  SWIPE_COMMENT_MAX_LENGTH,
  type SwipeResponse,
} from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { Button, Dialog } from '../../../ui';
import { useMyGifts } from '../lists';
import { GiftChoices, type GiftsStatus, GiftsStatusView, groupGifts } from './GiftChoices';
import { useGiftSwipe } from './giftSwipe';

/** The gift to send (one of the member's own) and an optional message: blank means none. */
const giftFormSchema = z.object({
  user_gift_id: giftSwipeRequestSchema.shape.user_gift_id,
  comment: z.preprocess(
    (text) => (typeof text === 'string' && !text.trim() ? null : text),
    giftSwipeRequestSchema.shape.comment,
  ),
});

export interface GiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member the gift (a superlike) goes to. */
  userId: string;
  name: string | null;
  /** After the gift is sent; the dialog has closed by then. */
  onSent: (result: SwipeResponse) => void;
}

/** 'Send a Gift': the member's gifts in a three-column grid, one required, a message optional. */
export function GiftDialog({ open, onOpenChange, userId, name, onSent }: GiftDialogProps) {
  const { t } = useTranslation('discovery');
  const id = useId();
  const gifts = useMyGifts(open);
  const send = useGiftSwipe();
  const submission = useIdempotencyKey();
  const form = useSchemaForm({
    schema: giftFormSchema,
    initialValues: { user_gift_id: '', comment: '' },
  });
  const selected = form.values.user_gift_id;
  const message = form.field('comment');
  const groups = groupGifts(gifts.data ?? []);
  const empty = gifts.isSuccess && groups.length === 0;

  const changeOpen = (next: boolean) => {
    if (send.isPending) return;
    if (!next) {
      form.reset();
      send.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ user_gift_id, comment }) => {
    let result: SwipeResponse;
    try {
      result = await send.mutateAsync({
        target_user_id: userId,
        user_gift_id,
        ...(comment ? { comment } : {}),
        idempotencyKey: submission.key,
      });
    } catch {
      return form.setFormError(t('gift.failed'));
    }
    submission.renew();
    changeOpen(false);
    onSent(result);
  });

  const formId = `${id}-form`;
  const status: GiftsStatus | null = gifts.isPending
    ? 'loading'
    : gifts.isError
      ? 'failed'
      : empty
        ? 'empty'
        : null;
  const body = status ? (
    <GiftsStatusView status={status} />
  ) : (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <GiftChoices
        groups={groups}
        selected={selected}
        name={`${id}-gift`}
        onChoose={(giftId) => {
          // Sending uses the group's first gift; a new choice is a new attempt.
          form.setValue('user_gift_id', giftId);
          form.setFormError(undefined);
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-neutral-800">
          {t('gift.message')}
        </label>
        <textarea
          id={`${id}-message`}
          rows={2}
          maxLength={SWIPE_COMMENT_MAX_LENGTH}
          name={message.name}
          value={message.value}
          onChange={message.onChange}
          onBlur={message.onBlur}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? `${id}-message-error` : undefined}
          placeholder={t('gift.messagePlaceholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
        <FieldError id={`${id}-message-error`} message={message.error} />
      </div>
      <FieldError message={form.errors.user_gift_id ?? form.formError} alert />
    </form>
  );

  const canSend = gifts.isSuccess && !empty;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('gift.title')}
      description={name ? t('gift.description', { name }) : undefined}
      footer={
        canSend ? (
          <>
            <Button variant="ghost" onClick={() => changeOpen(false)} disabled={send.isPending}>
              {t('gift.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={send.isPending}>
              {send.isPending ? t('gift.sending') : t('gift.send')}
            </Button>
          </>
        ) : undefined
      }
    >
      {body}
    </Dialog>
  );
}
