import { MESSAGE_TOAST_DURATION_MS } from '@dating/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { thumbUrl } from '../../lib/media';
import { paths } from '../../lib/paths';
import { realtime } from '../../lib/realtime';
import { useToast } from '../../ui';

/**
 * A message for a conversation other than the one on screen shows a toast with the sender's
 * picture, name and first line; pressing it opens that conversation.
 */
export function useMessageNotices() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;

  useEffect(
    () =>
      realtime.onFrame('message_notice', (frame) => {
        const conversation = paths.conversation(frame.sender.id);
        if (where.current === conversation) return;
        const name = frame.sender.first_name;
        toast.show(frame.preview, 'info', {
          title: name,
          image: thumbUrl(frame.sender.photo_url) ?? null,
          selectLabel: t('toast.open', { name, preview: frame.preview }),
          onSelect: () => void navigate(conversation),
          duration: MESSAGE_TOAST_DURATION_MS,
        });
      }),
    [toast, navigate, t],
  );
}
