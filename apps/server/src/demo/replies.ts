import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
// The lines are product copy: they live in the web app's catalogues, translated like all copy.
import english from '../../../web/src/locales/en/demo.json' with { type: 'json' };
import burmese from '../../../web/src/locales/my/demo.json' with { type: 'json' };
import { createChatService } from '../chat/index.js';
import type { Db } from '../infra/db/client.js';
import { matches, messages, userProfiles } from '../infra/db/schema.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';

/**
 * A demo world that talks back (docs/product.md#demo-replies): in embedded demo mode, a demo
 * member who gets a message reads it, types for a while (the typing event shows it), then answers
 * with a short line in the message's language. Several quick messages get one answer.
 */

export type ReplyKind = 'greeting' | 'question' | 'compliment' | 'gift' | 'general';
export type ReplyLanguage = 'en' | 'my';

const LINES: Record<ReplyLanguage, Record<ReplyKind, string[]>> = {
  en: linesOf(english.replies),
  my: linesOf(burmese.replies),
};

function linesOf(catalogue: Record<ReplyKind, Record<string, string>>) {
  const out = {} as Record<ReplyKind, string[]>;
  for (const [kind, lines] of Object.entries(catalogue)) {
    out[kind as ReplyKind] = Object.values(lines);
  }
  return out;
}

/** Every line there is, per language (tests check a reply is one of them). */
export const replyLines = (language: ReplyLanguage) => Object.values(LINES[language]).flat();

// Myanmar script, including its extended blocks.
const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

export const replyLanguage = (text: string): ReplyLanguage => (MYANMAR.test(text) ? 'my' : 'en');

const GIFT = /🎁|🌹|💐|\bgifts?\b|\broses?\b|\bflowers?\b|လက်ဆောင်|နှင်းဆီ|ပန်း/i;
const COMPLIMENT =
  /\b(beautiful|pretty|cute|handsome|gorgeous|lovely|stunning|sweet)\b|\b(love|like) your\b|smile|လှ|ချော|ချစ်စရာ|ခန့်/i;
const QUESTION =
  /\?|？|^(what|how|where|when|why|who|do|does|are|is|can|could|would|will|have)\b|လား|လဲ|ဘာ|ဘယ်/i;
const GREETING =
  /^(hi|hey|hello|hiya|yo|good (morning|afternoon|evening))\b|mingala|မင်္ဂလာ|ဟိုင်း|ဟယ်လို/i;

/** What the burst is about, the most telling first: a gift, a compliment, a question, a hello. */
export function replyKind(text: string): ReplyKind {
  const trimmed = text.trim();
  if (GIFT.test(trimmed)) return 'gift';
  if (COMPLIMENT.test(trimmed)) return 'compliment';
  if (QUESTION.test(trimmed)) return 'question';
  if (GREETING.test(trimmed)) return 'greeting';
  return 'general';
}

/**
 * A line for the burst: of its kind most of the time, now and then a general one (a person does
 * not always answer to the point), never the line this demo member sent last in the conversation.
 */
export function pickReply(
  burst: string[],
  random: () => number = Math.random,
  avoid?: string,
): string {
  const text = burst.join('\n');
  const lines = LINES[replyLanguage(text)];
  // The last message speaks first; a plain last line leaves the earlier ones to set the tone.
  const last = replyKind(burst.at(-1) ?? '');
  const kind = last === 'general' ? replyKind(text) : last;
  const pool = kind !== 'general' && random() < 0.2 ? lines.general : lines[kind];
  const choices = pool.filter((line) => line !== avoid);
  return choices[Math.floor(random() * choices.length)] ?? (pool[0] as string);
}

export type DemoRepliesOptions = {
  /** The unit of reading and typing time: 1000 = a person's pace; tests use a few ms. */
  paceMs?: number;
  random?: () => number;
};

/** While typing, the typing event is repeated this often (the web shows it for 4 s). */
const TYPING_REPEAT_UNITS = 3;

type Burst = { matchId: string; demoId: string; texts: string[]; lastMessageId: string };

/** Which of the given members are demo members; being one never changes, so answers are kept. */
function demoFlagsOf(db: Db) {
  const isDemo = new Map<string, boolean>();
  return async (ids: string[]) => {
    const unknown = ids.filter((id) => !isDemo.has(id));
    if (unknown.length > 0) {
      const rows = await db
        .select({ id: userProfiles.userId, isDemo: userProfiles.isDemo })
        .from(userProfiles)
        .where(inArray(userProfiles.userId, unknown));
      for (const id of unknown) {
        isDemo.set(
          id,
          rows.some((r) => r.id === id && r.isDemo),
        );
      }
    }
    return ids.map((id) => isDemo.get(id) === true);
  };
}

async function matchOf(db: Db, matchId: string) {
  const [match] = await db
    .select({ id: matches.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return match;
}

/** The line this demo member sent last in the match, which the reply must not repeat. */
async function lastLineOf(db: Db, matchId: string, demoId: string) {
  const [last] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.matchId, matchId), eq(messages.senderId, demoId)))
    .orderBy(desc(messages.seq))
    .limit(1);
  return last?.content;
}

/**
 * Starts the replies: hears the messages this process stores (the hub's local publish), so each
 * message is answered by one process only. Call before `app.ready()`, in demo mode only.
 */
export function startDemoReplies(app: FastifyInstance, options: DemoRepliesOptions = {}) {
  const db = app.database.db;
  const log = app.log.child({ module: 'demo-replies' });
  const pace = options.paceMs ?? 1000;
  const random = options.random ?? Math.random;
  const chat = createChatService(db, (event) => app.realtime.publish(event));
  const demoFlags = demoFlagsOf(db);
  const bursts = new Map<string, Burst & { timer?: NodeJS.Timeout }>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const wait = (units: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.round(units * pace)).unref());

  /** A few seconds to read (more when several messages came), 0.8 to 2 units, jittered. */
  const readUnits = (burst: Burst) => 0.8 + 1.2 * random() + 0.3 * (burst.texts.length - 1);
  /** Typing takes longer for a longer line: 1 unit plus one per 20 characters, ±20 %. */
  const typingUnits = (line: string) => (1 + [...line].length / 20) * (0.8 + 0.4 * random());

  async function hear(event: Extract<RealtimeEvent, { kind: 'message' }>) {
    const senderId = event.message.sender_id;
    const demoId = event.user_ids.find((id) => id !== senderId);
    if (!demoId) return;
    const [senderIsDemo, recipientIsDemo] = await demoFlags([senderId, demoId]);
    if (senderIsDemo || !recipientIsDemo || closed) return;
    const burst = bursts.get(event.match_id);
    if (burst) {
      // Still reading: the new message joins the burst and the reading starts over. Already
      // typing: it is answered by the same reply.
      burst.texts.push(event.message.content);
      burst.lastMessageId = event.message.id;
      if (burst.timer) schedule(burst);
      return;
    }
    const fresh: Burst = {
      matchId: event.match_id,
      demoId,
      texts: [event.message.content],
      lastMessageId: event.message.id,
    };
    bursts.set(event.match_id, fresh);
    schedule(fresh);
  }

  function schedule(burst: Burst & { timer?: NodeJS.Timeout }) {
    if (burst.timer) clearTimeout(burst.timer);
    burst.timer = setTimeout(
      () => {
        burst.timer = undefined;
        const work = reply(burst)
          .catch((error: unknown) => {
            if (!closed) log.warn({ err: error }, 'demo reply failed');
          })
          .finally(() => {
            bursts.delete(burst.matchId);
            running.delete(work);
          });
        running.add(work);
      },
      Math.round(readUnits(burst) * pace),
    );
    burst.timer.unref();
  }

  async function reply(burst: Burst) {
    const match = await matchOf(db, burst.matchId);
    if (!match || closed) return; // Unmatched meanwhile.
    const line = pickReply(burst.texts, random, await lastLineOf(db, match.id, burst.demoId));
    let left = typingUnits(line);
    while (left > 0 && !closed) {
      await chat.typing(burst.demoId, match);
      const step = Math.min(left, TYPING_REPEAT_UNITS);
      await wait(step);
      left -= step;
    }
    if (closed) return;
    await chat.send(burst.demoId, match.id, {
      content: line,
      client_id: `demo-reply:${burst.lastMessageId}`,
    });
  }

  const stop = app.realtime.onLocalPublish((event) => {
    if (closed || event.kind !== 'message') return;
    hear(event).catch((error: unknown) => log.warn({ err: error }, 'demo reply: hearing failed'));
  });

  app.addHook('preClose', async () => {
    closed = true;
    stop();
    for (const burst of bursts.values()) if (burst.timer) clearTimeout(burst.timer);
    await Promise.allSettled([...running]);
  });
}
