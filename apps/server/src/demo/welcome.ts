import { createChatService } from '../chat/index.js';
import type { Db } from '../infra/db/client.js';
import {
  admirersFor,
  type DemoLikeExtra,
  demoLike,
  freshDemoMatches,
  type Newcomer,
  recentNewcomers,
} from './welcome-queries.js';

/**
 * The demo world's welcome (issue 4, demo mode only): a few nearby demo members like each
 * newcomer shortly after onboarding, and when the newcomer likes one back, that demo member
 * writes first. State is the database itself (a demo like on the newcomer means "welcomed") plus
 * an in-memory set that saves the check on later ticks.
 */

export type DemoMessage = { matchId: string; senderId: string; content: string; clientId: string };
/** Posts a chat message as the demo member; by default through the chat service, told to no one. */
export type SendDemoMessage = (message: DemoMessage) => Promise<void>;

export type WelcomeOptions = {
  log?: (message: string) => void;
  sendMessage?: SendDemoMessage;
  /** Newcomers = members who finished onboarding within this many hours. */
  windowHours?: number;
  /** A new match waits this long for its first demo message. */
  messageDelayMs?: number;
  random?: () => number;
};

export type TickResult = { welcomed: number; likes: number; messages: number };

const LIKE_COMMENTS = [
  'Your bio made me smile 😊',
  "I think we'd get along!",
  'Tea shop date sometime?',
  'Love your vibe!',
  'You seem really fun to talk to.',
];
const FIRST_MESSAGES = [
  (name: string) => `Hi ${name}! So glad we matched 😊 How's your day going?`,
  (name: string) => `Mingalarbar ${name}! Are you a tea or a coffee person?`,
  (name: string) => `Hey ${name} 👋 What do you like to do on weekends?`,
  (name: string) => `Hi ${name}! Found any good tea shops lately?`,
  (name: string) => `Hello ${name}! Thanks for the like back. Tell me something fun about you!`,
];

/** A sender that posts as a member does, through the chat service (one path for every message). */
export function chatServiceSender(chat: ReturnType<typeof createChatService>): SendDemoMessage {
  return async (m) => {
    await chat.send(m.senderId, m.matchId, { content: m.content, client_id: m.clientId });
  };
}

export function createWelcomeTask(db: Db, options: WelcomeOptions = {}) {
  const log = options.log ?? (() => {});
  const random = options.random ?? Math.random;
  const windowMs = (options.windowHours ?? 24) * 3_600_000;
  const messageDelayMs = options.messageDelayMs ?? 4000;
  const sendMessage: SendDemoMessage =
    options.sendMessage ?? chatServiceSender(createChatService(db, async () => {}));
  const welcomed = new Set<string>();

  /** 3 to 5 of the candidates like the newcomer: one with a comment, one on the first photo. */
  async function welcome(n: Newcomer): Promise<number> {
    const pool = await admirersFor(db, n);
    const shuffled = pool
      .map((p) => ({ p, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ p }) => p);
    const chosen = shuffled.slice(0, 3 + Math.floor(random() * 3));
    let made = 0;
    for (const [i, admirer] of chosen.entries()) {
      const extra =
        i === 0
          ? { comment: LIKE_COMMENTS[Math.floor(random() * LIKE_COMMENTS.length)] }
          : i === 1 && n.mediaCount > 0
            ? { photoIndex: 0 }
            : {};
      if (await demoLike(db, admirer.userId, n.userId, extra)) made++;
    }
    return made;
  }

  /** The first message on each fresh demo match of these newcomers (freshDemoMatches). */
  async function firstMessages(newcomerIds: string[], now: Date): Promise<number> {
    if (newcomerIds.length === 0) return 0;
    const rows = await freshDemoMatches(db, newcomerIds, new Date(now.getTime() - messageDelayMs));
    for (const row of rows) {
      const write = FIRST_MESSAGES[Math.floor(random() * FIRST_MESSAGES.length)] as (
        n: string,
      ) => string;
      await sendMessage({
        matchId: row.matchId,
        senderId: row.demoId,
        content: write(row.name?.trim() || 'there'),
        clientId: `demo-welcome-${row.matchId}`,
      });
    }
    return rows.length;
  }

  /** One pass: welcome new newcomers, then first messages on their fresh demo matches. */
  async function tick(now = new Date()): Promise<TickResult> {
    const result: TickResult = { welcomed: 0, likes: 0, messages: 0 };
    const newcomers = await recentNewcomers(db, new Date(now.getTime() - windowMs));
    for (const n of newcomers) {
      if (welcomed.has(n.userId)) continue;
      // Nobody suitable yet (e.g. the first seed still running): try again next tick.
      const made = n.alreadyWelcomed ? 0 : await welcome(n);
      if (n.alreadyWelcomed || made > 0) welcomed.add(n.userId);
      if (made === 0) continue;
      result.welcomed++;
      result.likes += made;
      log(`demo world: ${made} demo members liked newcomer ${n.userId}`);
    }
    // Forget members who left the window (the set stays small).
    const current = new Set(newcomers.map((n) => n.userId));
    for (const id of welcomed) if (!current.has(id)) welcomed.delete(id);
    result.messages = await firstMessages(
      newcomers.map((n) => n.userId),
      now,
    );
    return result;
  }

  return {
    tick,
    welcomed,
    demoLike: (demoId: string, newcomerId: string, extra: DemoLikeExtra) =>
      demoLike(db, demoId, newcomerId, extra),
  };
}

export type WelcomeTask = ReturnType<typeof createWelcomeTask>;
