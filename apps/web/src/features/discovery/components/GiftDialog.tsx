import {
  GIFT_GRID_COLUMNS,
  giftSwipeRequestSchema,
  SWIPE_COMMENT_MAX_LENGTH,
  type SwipeResponse,
} from '@dating/shared';
import { Coins, Gift } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatNumber } from '../../../lib/format';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { giftName } from '../../../lib/giftName';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { paths } from '../../../lib/paths';
import { Button, buttonClasses, cn, Dialog, Skeleton } from '../../../ui';
import { type MyGift, useGiftSwipe, useMyGifts } from '../api';

/** The gift to send (one of the member's own) and an optional message: blank means none. */
const giftFormSchema = z.object({
  user_gift_id: giftSwipeRequestSchema.shape.user_gift_id,
  comment: z.preprocess(
    (text) => (typeof text === 'string' && !text.trim() ? null : text),
    giftSwipeRequestSchema.shape.comment,
  ),
});

interface GiftGroup {
  key: string;
  gift: MyGift;
  count: number;
}

/** One tile per catalogue item (with how many are owned); sending uses the first owned one. */
function groupGifts(items: MyGift[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>();
  for (const gift of items) {
    const key = gift.gift_catalog_id ?? gift.name;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { key, gift, count: 1 });
  }
  return [...groups.values()];
}

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
  const { t, i18n } = useTranslation('discovery');
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
  let body: ReactNode;
  if (gifts.isPending) {
    body = (
      <div
        role="status"
        aria-label={t('gift.loading')}
        className="grid gap-3"
        style={{ gridTemplateColumns: `repeat(${GIFT_GRID_COLUMNS}, minmax(0, 1fr))` }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    );
  } else if (gifts.isError) {
    body = (
      <p role="alert" className="text-sm text-red-600">
        {t('gift.loadFailed')}
      </p>
    );
  } else if (empty) {
    body = (
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <Gift aria-hidden="true" className="size-10 text-rose-400" />
        <p className="text-neutral-700">{t('gift.empty')}</p>
        <Link to={paths.shop} className={buttonClasses('primary', 'md')}>
          {t('gift.visitShop')}
        </Link>
      </div>
    );
  } else {
    body = (
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-neutral-800">{t('gift.choose')}</legend>
          <div
            className="grid gap-2"
            style={{ gridTemplateColumns: `repeat(${GIFT_GRID_COLUMNS}, minmax(0, 1fr))` }}
          >
            {groups.map((group) => (
              <label
                key={group.key}
                className={cn(
                  'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-2 text-center',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500',
                  selected === group.gift.id
                    ? 'border-rose-500 bg-rose-50'
                    : 'border-neutral-200 hover:bg-neutral-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-gift`}
                  value={group.gift.id}
                  checked={selected === group.gift.id}
                  onChange={() => {
                    // Sending uses the group's first gift; a new choice is a new attempt.
                    form.setValue('user_gift_id', group.gift.id);
                    form.setFormError(undefined);
                  }}
                  className="sr-only"
                />
                {group.gift.image_url ? (
                  <img src={group.gift.image_url} alt="" className="size-12 object-contain" />
                ) : (
                  <Gift aria-hidden="true" className="size-12 text-rose-400" />
                )}
                <span className="line-clamp-1 text-xs font-semibold text-neutral-800">
                  {giftName(group.gift.name, t)}
                </span>
                {group.gift.purchase_price != null && (
                  <span className="inline-flex items-center gap-0.5 text-[11px] text-neutral-500">
                    <Coins aria-hidden="true" className="size-3" />
                    {formatNumber(group.gift.purchase_price, i18n.language)}
                  </span>
                )}
                {group.count > 1 && (
                  <span className="absolute top-1 right-1 rounded-full bg-rose-600 px-1.5 text-[10px] font-bold text-white">
                    {t('gift.count', { n: formatNumber(group.count, i18n.language) })}
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
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
  }

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
