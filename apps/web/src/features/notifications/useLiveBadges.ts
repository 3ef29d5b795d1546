import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../lib/realtime';
import { refetchOnChange } from '../../lib/refetchOnChange';
import { notificationKeys, useBadges } from './api';
import { setAppBadge, titleWithCount, totalCount } from './badges';

/** Frames after which a count may have changed. */
const BADGE_FRAMES = [
  'message_notice',
  'like_received',
  'matched',
  'unmatched',
  'badges_changed',
] as const;

/**
 * The tab bar's counts, live on every member screen: refetched when a frame says they changed
 * and when the socket (re)connects; written into the document title and onto the installed app's icon.
 */
export function useLiveBadges() {
  const client = useQueryClient();
  const badges = useBadges();
  useEffect(() => {
    const refresh = () => void refetchOnChange(client, notificationKeys.badges);
    const offs = [
      ...BADGE_FRAMES.map((type) => realtime.onFrame(type, refresh)),
      realtime.onConnect(refresh),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);

  const total = totalCount(badges.data);
  useEffect(() => {
    document.title = titleWithCount(document.title, total);
    setAppBadge(total);
  }, [total]);
  // Leaving the member area (signing out): no count stays behind.
  useEffect(
    () => () => {
      document.title = titleWithCount(document.title, 0);
      setAppBadge(0);
    },
    [],
  );

  return badges.data;
}
