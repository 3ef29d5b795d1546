import type { SafetyNotice } from '@dating/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import { Button, useToast, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { notificationKeys } from '../../notifications';

/**
 * POST /api/safety-notices/:id/seen: dismissed, it leaves the list (`listKey`, the gate's query,
 * handed over so this lazy chunk imports nothing of the shell's) at once.
 */
function useDismissSafetyNotice(listKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/safety-notices/${encodeURIComponent(id)}/seen`, { method: 'POST' }),
    onSuccess: (_, id) => {
      client.setQueryData<SafetyNotice[]>(listKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      // The Chats tab stops counting it.
      void client.invalidateQueries({ queryKey: notificationKeys.badges });
    },
  });
}

/**
 * What happened (named, so the member knows which conversation, maybe moved to Telegram or
 * Viber), what to do, and a dismiss that marks it seen. Calm: information, not alarm.
 */
export function SafetyNoticeBanner({
  notice,
  listKey,
}: {
  notice: SafetyNotice;
  listKey: QueryKey;
}) {
  const { t } = useTranslation('safetyNotice');
  const headingId = useId();
  const toast = useToast();
  const dismiss = useDismissSafetyNotice(listKey);
  const viewingAs = useViewingAs();
  const what = notice.first_name ? t('removed', { name: notice.first_name }) : t('removedSomeone');
  return (
    <section
      aria-labelledby={headingId}
      data-testid="safety-notice"
      className="m-3 flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-neutral-900"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {t('title')}
      </h2>
      <p className="text-sm">{what}</p>
      <ul className="list-disc pl-5 text-sm text-neutral-800">
        <li>{t('money')}</li>
        <li>{t('offApp')}</li>
        <li>{t('report')}</li>
      </ul>
      <Button
        variant="secondary"
        className="self-end"
        loading={dismiss.isPending}
        disabled={viewingAs}
        onClick={() =>
          dismiss.mutate(notice.id, {
            onError: (error) => toast.show(errorText(error, t), 'error'),
          })
        }
      >
        {t('dismiss')}
      </Button>
      <ViewAsReadOnly />
    </section>
  );
}
