/**
 * Issue #21's scale-out test: HAProxy balances three app processes (`npm run serve`, the built
 * server) sharing one PostgreSQL database and one S3-protocol server. Two members sign up, upload
 * photos, buy a gift, send it with a super like, match, chat over WebSockets and sell gifts,
 * all through the balancer, while one process is killed with kill -9 and started again.
 * It then proves that every acknowledged write is there, every message reached the other member
 * (live or on catch-up after reconnecting), every file is readable through every process, and
 * the coin ledger balances. It prints its figures.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Counters, HttpClient, ReconnectingSocket, sleep } from './client.js';
import {
  ADMIN,
  type AppProcess,
  freePort,
  freshDatabase,
  killHard,
  productionEnv,
  ROOT,
  realtimeBusEnv,
  restoreCopy,
  startApp,
  startHaproxy,
  startS3,
  stopApp,
  waitReady,
} from './cluster.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const MESSAGES_EACH = 40;
const cleanups: (() => Promise<void>)[] = [];
let apps: AppProcess[] = [];
let base = '';
let env: NodeJS.ProcessEnv = {};
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  if (!serverUrl)
    throw new Error('The scale-out test needs TEST_DATABASE_URL (a PostgreSQL server).');
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('Build first: npm run build (the test runs what `npm run serve` starts).');
  }
  database = await freshDatabase(serverUrl);
  cleanups.push(() => database.drop());
  const s3 = await startS3('dating-scale');
  cleanups.push(s3.close);
  const lbPort = await freePort();
  base = `http://127.0.0.1:${lbPort}`;
  const bus = await realtimeBusEnv();
  cleanups.push(bus.close);
  env = {
    ...productionEnv({
      databaseUrl: database.url,
      publicUrl: base,
      s3Endpoint: s3.endpoint,
      bucket: 'dating-scale',
    }),
    ...bus.env,
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  apps = ports.map((port, i) => startApp(`app${i + 1}`, port, env));
  cleanups.push(async () => {
    await Promise.all(apps.map(stopApp));
  });
  await Promise.all(
    apps.map((app) => waitReady(`http://127.0.0.1:${app.port}/api/health/ready`, 60_000, app)),
  );
  const haproxy = await startHaproxy(lbPort, ports);
  cleanups.push(haproxy.close);
  await waitReady(`${base}/api/health/ready`, 10_000);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 400, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append(file.name, new Blob([file.data], { type: 'image/jpeg' }), 'picture.jpg');
  return body;
}

async function member(
  counters: Counters,
  name: string,
  gender: 'Woman' | 'Man',
  colours: [number, number, number][],
) {
  const client = new HttpClient(base, counters);
  const username = `${name.toLowerCase()}_${Date.now().toString(36)}`;
  const signup = await client.ok('POST', '/api/auth/signup', {
    username,
    password: 'correct horse battery',
  });
  const photos: { path: string; url: string; bytes: Buffer }[] = [];
  for (const [r, g, b] of colours) {
    const data = await jpeg(r, g, b);
    const uploaded = await client.ok('POST', '/api/me/photos', form({}, { name: 'file', data }));
    photos.push({ path: uploaded.path, url: uploaded.url, bytes: data });
  }
  await client.ok('POST', '/api/me/onboarding', {
    terms_accepted: true,
    first_name: name,
    birthdate: '1997-03-03',
    gender,
    pronouns: gender === 'Woman' ? 'she/her' : 'he/him',
    show_gender: true,
    sexuality: 'Straight',
    interested_in: [gender === 'Woman' ? 'Man' : 'Woman'],
    relationship_intention: 'Long-term relationship',
    media: photos.map((p) => p.path),
    bio: 'Scale-out test member.',
    latitude: 16.8409,
    longitude: 96.1735,
    city: 'Yangon',
  });
  return { client, id: signup.user.id as string, username, photos };
}

test('three processes behind HAProxy lose nothing when one is killed', async () => {
  const started = Date.now();
  const counters: Counters = { requests: 0, retries: 0, failedAttempts: 0 };
  const a = await member(counters, 'Thiri', 'Woman', [
    [200, 60, 90],
    [40, 120, 200],
  ]);
  const b = await member(counters, 'Aung', 'Man', [
    [30, 160, 70],
    [220, 180, 40],
  ]);

  // Coins the honest way: a deposit with a proof, approved by the configured admin.
  const admin = new HttpClient(base, counters);
  await admin.ok('POST', '/api/auth/signin', ADMIN);
  const proof = await jpeg(250, 250, 250);
  const deposit = await a.client.ok(
    'POST',
    '/api/wallet/deposits',
    form(
      { payment_method: 'kbzpay', transaction_ref: `SCALE-${Date.now()}`, amount_kyat: '2000' },
      {
        name: 'proof',
        data: proof,
      },
    ),
  );
  await admin.idempotent(`/api/admin/deposits/${deposit.id}/approve`, { amount: 2000 });

  // A buys two gifts and sends one with a super like; B likes back: a match.
  const catalogue = (await a.client.ok('GET', '/api/gifts')).items as {
    id: string;
    price: number;
  }[];
  const affordable = catalogue.filter((g) => g.price <= 900).sort((x, y) => x.price - y.price);
  const [cheap, second] = [affordable[0], affordable[1] ?? affordable[0]];
  if (!cheap || !second) throw new Error('no affordable gifts in the catalogue');
  const bought1 = await a.client.idempotent('/api/shop/buy', { gift_catalog_id: cheap.id });
  const bought2 = await a.client.idempotent('/api/shop/buy', { gift_catalog_id: second.id });
  await a.client.ok('POST', '/api/swipes/gift', {
    target_user_id: b.id,
    user_gift_id: bought1.user_gift.id,
    comment: 'A rose for the poetry lover',
  });
  const liked = await b.client.ok('POST', '/api/swipes', { target_user_id: a.id, action: 'like' });
  const matchId = liked.match_id as string;
  expect(matchId).toBeTruthy();

  // Both members open a socket through the balancer.
  const acked = { a: new Set<string>(), b: new Set<string>() };
  const wsUrl = `${base.replace('http', 'ws')}/api/realtime`;
  const history = async (client: HttpClient) => {
    const ids = new Set<string>();
    let before: string | undefined;
    for (;;) {
      const page = await client.ok(
        'GET',
        `/api/matches/${matchId}/messages${before ? `?before=${before}` : ''}`,
      );
      const items = page.items as { id: string }[];
      for (const m of items) ids.add(m.id);
      if (!page.next_cursor || items.length === 0) return ids;
      before = page.next_cursor;
    }
  };
  const caughtUp = { a: new Set<string>(), b: new Set<string>() };
  const socketA: ReconnectingSocket = new ReconnectingSocket(
    wsUrl,
    base,
    () => a.client.cookie,
    matchId,
    async () => {
      for (const id of await history(a.client)) if (!socketA.received.has(id)) caughtUp.a.add(id);
    },
  );
  const socketB: ReconnectingSocket = new ReconnectingSocket(
    wsUrl,
    base,
    () => b.client.cookie,
    matchId,
    async () => {
      for (const id of await history(b.client)) if (!socketB.received.has(id)) caughtUp.b.add(id);
    },
  );
  await Promise.all([socketA.start(), socketB.start()]);

  // Chat both ways; a third of the way in, one process dies hard and comes back 1.5 s later.
  const victim = apps[1] as AppProcess;
  let killedAt = 0;
  let ackedAtKill = 0;
  let readyAgainAt = 0;
  const send = async (from: typeof a, to: 'a' | 'b', i: number) => {
    const message = await from.client.ok('POST', `/api/matches/${matchId}/messages`, {
      content: `message ${i} from ${from.username}`,
      client_id: randomUUID(),
    });
    (to === 'b' ? acked.a : acked.b).add(message.id);
  };
  const chat = (async () => {
    for (let i = 0; i < MESSAGES_EACH; i++) {
      await Promise.all([send(a, 'b', i), send(b, 'a', i)]);
      await sleep(40);
    }
  })();
  const chaos = (async () => {
    await sleep(600);
    killedAt = Date.now();
    ackedAtKill = acked.a.size + acked.b.size;
    killHard(victim);
    await victim.exited;
    await sleep(1500);
    const restarted = startApp(victim.name, victim.port, env);
    apps[1] = restarted;
    await waitReady(`http://127.0.0.1:${restarted.port}/api/health/ready`, 60_000, restarted);
    readyAgainAt = Date.now();
  })();
  await Promise.all([chat, chaos]);
  // The process died while the members were chatting, not before or after.
  expect(ackedAtKill).toBeGreaterThan(0);
  expect(ackedAtKill).toBeLessThan(2 * MESSAGES_EACH);

  // A and B each sell one gift after the restart.
  const bGifts = (await b.client.ok('GET', '/api/me/gifts')).items as { id: string }[];
  expect(bGifts.map((g) => g.id)).toContain(bought1.user_gift.id);
  const soldB = await b.client.idempotent('/api/shop/sell', { user_gift_id: bought1.user_gift.id });
  const soldA = await a.client.idempotent('/api/shop/sell', { user_gift_id: bought2.user_gift.id });

  // Give sockets time to deliver, then finish any catch-up.
  await sleep(1500);
  await Promise.all([socketA.settled(), socketB.settled()]);
  for (const id of await history(a.client)) if (!socketA.received.has(id)) caughtUp.a.add(id);
  for (const id of await history(b.client)) if (!socketB.received.has(id)) caughtUp.b.add(id);
  socketA.close();
  socketB.close();

  // Every acknowledged message is stored and reached the other member.
  const stored = await history(a.client);
  const missingStored = [...acked.a, ...acked.b].filter((id) => !stored.has(id));
  const reachedB = new Set([...socketB.received, ...caughtUp.b]);
  const reachedA = new Set([...socketA.received, ...caughtUp.a]);
  const undeliveredToB = [...acked.a].filter((id) => !reachedB.has(id));
  const undeliveredToA = [...acked.b].filter((id) => !reachedA.has(id));
  expect(missingStored).toEqual([]);
  expect(undeliveredToB).toEqual([]);
  expect(undeliveredToA).toEqual([]);
  expect(acked.a.size + acked.b.size).toBe(2 * MESSAGES_EACH);

  // Every file, public and private, is readable through every process, byte for byte.
  let fileReads = 0;
  for (const app of apps) {
    const direct = new HttpClient(`http://127.0.0.1:${app.port}`, counters);
    for (const owner of [a, b]) {
      direct.cookie = owner.client.cookie;
      for (const photo of owner.photos) {
        const res = await direct.send('GET', photo.url);
        expect(res.status, `${photo.url} via ${app.name}`).toBe(200);
        expect(res.buffer.length).toBeGreaterThan(0);
        fileReads++;
      }
    }
    direct.cookie = admin.cookie;
    const proofs = await direct.ok('GET', '/api/admin/deposits?status=approved').catch(() => null);
    const proofUrl = (
      proofs?.items as { id: string; proof_url: string | null }[] | undefined
    )?.find((d) => d.id === deposit.id)?.proof_url;
    if (proofUrl) {
      const res = await direct.send('GET', proofUrl);
      expect(res.status, `${proofUrl} via ${app.name}`).toBe(200);
      fileReads++;
    }
  }

  // Acknowledged writes: the match, both profiles' photos, the gifts' owners, the deposit.
  const profileA = await b.client.ok('GET', `/api/profiles/${a.id}`);
  expect(profileA.media).toHaveLength(2);
  const matches = (await a.client.ok('GET', '/api/matches')).items as { id: string }[];
  expect(matches.map((m) => m.id)).toContain(matchId);

  // The coin ledger balances: each balance is the sum of its entries and the last balance_after.
  const ledger = await database.sql<
    { user_id: string; total: number; last: number; coins: number }[]
  >`
    select p.user_id, coalesce(sum(l.delta), 0)::int as total,
      (select balance_after from coin_ledger x where x.user_id = p.user_id order by x.id desc limit 1) as last,
      p.coins
    from user_profiles p left join coin_ledger l on l.user_id = p.user_id
    where p.user_id in (${a.id}, ${b.id})
    group by p.user_id, p.coins`;
  for (const row of ledger) {
    expect(row.total, `ledger of ${row.user_id}`).toBe(row.coins);
    expect(row.last ?? 0).toBe(row.coins);
  }
  const coinsA = ledger.find((r) => r.user_id === a.id)?.coins;
  const coinsB = ledger.find((r) => r.user_id === b.id)?.coins;
  expect(coinsA).toBe(2000 - cheap.price - second.price + soldA.sell_price);
  expect(coinsB).toBe(soldB.sell_price);

  // The backup and restore commands of docs/operations.md#backups, run for real: the restored
  // copy holds every message and its ledger still balances.
  const restored = await restoreCopy(database.url);
  cleanups.push(restored.drop);
  const [copy] = await restored.sql<{ messages: number; unbalanced: number }[]>`
    select (select count(*)::int from messages where match_id = ${matchId}) as messages,
      (select count(*)::int from user_profiles p left join
        (select user_id, sum(delta) s from coin_ledger group by user_id) l using (user_id)
        where p.coins <> coalesce(l.s, 0)) as unbalanced`;
  expect(copy?.messages).toBe(stored.size);
  expect(copy?.unbalanced).toBe(0);

  console.log(
    [
      'scale-out figures',
      `  realtime bus: ${env.REALTIME_BUS ?? 'notify'}`,
      `  processes: 3 behind HAProxy; one killed with kill -9 at +${killedAt - started} ms (after ${ackedAtKill} of ${2 * MESSAGES_EACH} messages), ready again after ${readyAgainAt - killedAt} ms`,
      `  HTTP requests: ${counters.requests} (retries ${counters.retries}, failed attempts ${counters.failedAttempts})`,
      `  messages acknowledged: ${acked.a.size + acked.b.size}, stored: ${stored.size}`,
      `  delivered live: A ${socketA.received.size}, B ${socketB.received.size}; on catch-up: A ${caughtUp.a.size}, B ${caughtUp.b.size}`,
      `  socket reconnects: A ${socketA.reconnects}, B ${socketB.reconnects}`,
      `  files read through each process: ${fileReads}`,
      `  balances: A ${coinsA}, B ${coinsB} (ledger sums agree)`,
      `  backup (pg_dump -Fc) ${restored.dumpBytes} bytes, restored with pg_restore: ${copy?.messages} messages, ledger balanced`,
      `  journey took ${Date.now() - started} ms`,
    ].join('\n'),
  );
}, 240_000);
