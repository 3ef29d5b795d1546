import type { Language, PushPayload } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import type { PushEvent } from './outbox.js';
import { pushText } from './text.js';

/** Longest message preview on a lock screen. */
export const PREVIEW_MAX_LENGTH = 120;

export type Delivery = {
  userId: string;
  locale: Language;
  kind: PushEvent['kind'];
  collapseKey: string;
  data: Record<string, unknown>;
};

const blockedBetween = (a: string, b: unknown) => sql`exists (
  select 1 from blocks where (blocker_user_id = ${a} and blocked_user_id = ${b})
    or (blocker_user_id = ${b} and blocked_user_id = ${a}))`;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return rowsOf<T>(await db.execute(query))[0];
}

/** The message's first line, trimmed and shortened, for members who turned previews on. */
export function previewOf(content: string): string {
  const line = content.split('\n').find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > PREVIEW_MAX_LENGTH
    ? `${trimmed.slice(0, PREVIEW_MAX_LENGTH - 1)}…`
    : trimmed;
}

/**
 * What the device shows, written now in the member's language, or null when there is nothing
 * to say any more: the other member blocked, unmatched or gone, no likes left to see, or the
 * recipient's own account blocked.
 */
export async function renderPush(db: Db, d: Delivery): Promise<PushPayload | null> {
  const me = await one<{ blocked: boolean; previews: boolean | null }>(
    db,
    sql`select p.is_blocked as blocked, pref.message_previews as previews
      from user_profiles p left join push_preferences pref on pref.user_id = p.user_id
      where p.user_id = ${d.userId}`,
  );
  if (!me || me.blocked) return null;
  const t = (key: string, values?: Record<string, string | number>) =>
    pushText(d.locale, key, values);
  const base = { kind: d.kind, tag: d.collapseKey };

  if (d.kind === 'match' || d.kind === 'message') {
    const otherId = String(d.kind === 'match' ? d.data.otherUserId : d.data.senderId);
    const other = await one<{ first_name: string | null }>(
      db,
      sql`select p.first_name from matches m
        join user_profiles p on p.user_id = ${otherId}
        where m.id = ${String(d.data.matchId)} and not p.is_blocked
          and ${d.userId} in (m.user_1_id, m.user_2_id) and ${otherId} in (m.user_1_id, m.user_2_id)
          and not ${blockedBetween(d.userId, otherId)}`,
    );
    if (!other) return null;
    const name = other.first_name ?? t('someone');
    const url = `/chat/${otherId}`;
    if (d.kind === 'match') {
      return { ...base, title: t('match.title'), body: t('match.body', { name }), url };
    }
    const message = await one<{ content: string; kind: string }>(
      db,
      sql`select content, kind from messages
        where id = ${String(d.data.messageId)} and match_id = ${String(d.data.matchId)}`,
    );
    if (!message) return null;
    // Only a call the member missed pushes (message_send.sql): it says so, previews or not.
    if (message.kind === 'call')
      return { ...base, title: t('message.title', { name }), body: t('message.missedCall'), url };
    // A photo or voice note has no text: with previews on, the push names what it is.
    const shown =
      message.kind === 'photo' || message.kind === 'voice'
        ? t(`message.${message.kind}`)
        : previewOf(message.content);
    const body = me.previews ? shown || t('message.hidden') : t('message.hidden');
    return { ...base, title: t('message.title', { name }), body, url };
  }

  if (d.kind === 'likes') {
    const row = await one<{ count: number | string }>(db, unseenLikes(d.userId));
    const count = Number(row?.count ?? 0);
    if (count === 0) return null;
    return {
      ...base,
      title: t('likes.title'),
      body: t('likes.body', { count }),
      url: '/matches',
    };
  }

  const subject = String(d.data.subject);
  if (subject === 'safety') {
    return { ...base, title: t('safety.title'), body: t('safety.body'), url: '/matches' };
  }
  // The catalogues say "denied" for verification (as its screens do), "rejected" for money.
  const refused = subject === 'verification' ? 'denied' : 'rejected';
  const outcome = d.data.approved ? 'approved' : refused;
  const coins = Number(d.data.coins ?? 0);
  return {
    ...base,
    title: t(`${subject}.${outcome}Title`),
    body: t(`${subject}.${outcome}Body`, { coins }),
    url: subject === 'verification' ? '/settings/verify' : '/shop',
  };
}

/**
 * Likes the member has not seen yet: received since they last opened who likes them, not
 * answered, from members still around and not blocked either way.
 */
function unseenLikes(userId: string) {
  return sql`select count(*)::int as count from swipes s
    join user_profiles p on p.user_id = s.swiper_user_id
    where s.swiped_user_id = ${userId} and s.action in ('like', 'superlike')
      and s.created_at > coalesce((select likes_seen_at from user_profiles where user_id = ${userId}), '-infinity')
      and is_discoverable(p)
      and not exists (select 1 from swipes mine
        where mine.swiper_user_id = ${userId} and mine.swiped_user_id = s.swiper_user_id)
      and not ${blockedBetween(userId, sql`s.swiper_user_id`)}`;
}
