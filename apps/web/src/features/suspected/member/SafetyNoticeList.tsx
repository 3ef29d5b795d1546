import type { SafetyNotice } from '@dating/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SafetyNoticeBanner } from './SafetyNoticeBanner';

const safetyNoticesKey = ['safety-notices'] as const;

type Notices = SafetyNotice[];

/**
 * The answer's items, checked by hand rather than with the shared zod schema: its schema module
 * would join this chunk's preload list, which the member shell carries on every first visit.
 */
function itemsOf(data: unknown): Notices {
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as Notices) : [];
}

/** GET /api/safety-notices: the notices not yet dismissed, newest first; one shown at a time. */
export function SafetyNoticeList() {
  const notices = useQuery<Notices>({
    queryKey: safetyNoticesKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/safety-notices', {
        signal,
        parse: itemsOf,
      }),
    refetchOnWindowFocus: false,
  });
  const notice = notices.data?.[0];
  if (!notice) return null;
  return <SafetyNoticeBanner notice={notice} listKey={safetyNoticesKey} />;
}
