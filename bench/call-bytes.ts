/**
 * Bytes a minute of a video call (issue 35): starts the real server on an empty embedded
 * database serving a built web app, makes two matched members, and has them call each other the
 * way people do (the caller tries the camera first, the other accepts) in two Chromium phones
 * with the fake camera (a moving test pattern at 640×480) and microphone (a beep). Once the
 * call is connected it reads each side's WebRTC statistics over a window and prints the bytes a
 * minute sent and received (all of the transport: video, audio, RTCP, ICE), the video and audio
 * bitrates sent, and the "Data used" the call screen shows the member.
 *
 *   node --import tsx bench/call-bytes.ts                  web app from apps/web/dist, 60 s
 *   ... --seconds 30                                        a shorter window
 *   ... --data-saver                                        both phones in Data saver
 *   ... --web /tmp/other-dist                               another build of the web app
 */
import path from 'node:path';
import { DATA_SAVER_STORAGE_KEY } from '@dating/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { api, type BenchMember, onboardedMember } from './lib/members.js';
import { startServer } from './lib/web-server.js';

const root = path.resolve(import.meta.dirname, '..');
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const webDir = path.resolve(argValue('--web') ?? path.join(root, 'apps/web/dist'));
const dataSaver = process.argv.includes('--data-saver');
const seconds = Number(argValue('--seconds') ?? 60);
const PLACE = { latitude: 21.9588, longitude: 96.0891, city: 'Mandalay' };

/** The bench runs without the DOM's types: the shapes it reads from the page. */
type Stats = { type: string; kind?: string; bytesSent?: number; bytesReceived?: number };
type PeerConnection = {
  connectionState: string;
  getStats(): Promise<{ values(): Iterable<Stats & { timestamp: number }> }>;
};

/** Keeps every RTCPeerConnection the page makes, so the bench can read its statistics. */
function keepPeerConnections() {
  const scope = globalThis as unknown as {
    RTCPeerConnection: new (...args: unknown[]) => object;
    __peerConnections: object[];
  };
  const kept: object[] = [];
  scope.__peerConnections = kept;
  const Original = scope.RTCPeerConnection;
  scope.RTCPeerConnection = class extends Original {
    constructor(...args: unknown[]) {
      super(...args);
      kept.push(this);
    }
  };
}

type Sample = {
  at: number;
  sent: number;
  received: number;
  videoSent: number;
  audioSent: number;
  shown: string;
};

async function sample(page: Page): Promise<Sample | null> {
  const stats = await page.evaluate(async () => {
    const kept = (globalThis as unknown as { __peerConnections: PeerConnection[] })
      .__peerConnections;
    const pc = kept.filter((p) => p.connectionState === 'connected').at(-1);
    if (!pc) return null;
    const out = { at: 0, sent: 0, received: 0, videoSent: 0, audioSent: 0 };
    for (const report of (await pc.getStats()).values()) {
      out.at = Math.max(out.at, report.timestamp);
      if (report.type === 'transport') {
        out.sent += report.bytesSent ?? 0;
        out.received += report.bytesReceived ?? 0;
      }
      if (report.type === 'outbound-rtp' && report.kind === 'video')
        out.videoSent += report.bytesSent ?? 0;
      if (report.type === 'outbound-rtp' && report.kind === 'audio')
        out.audioSent += report.bytesSent ?? 0;
    }
    return out;
  });
  if (!stats) return null;
  const shown = (await page.getByTestId('call-data-used').textContent()) ?? '';
  return { ...stats, shown: shown.trim() };
}

async function phone(browser: Browser, url: string, member: BenchMember) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    permissions: ['camera', 'microphone'],
  });
  await context.addCookies([{ name: 'sid', value: member.sid, url }]);
  await context.addInitScript(keepPeerConnections);
  if (dataSaver) {
    await context.addInitScript((key) => localStorage.setItem(key, '1'), DATA_SAVER_STORAGE_KEY);
    await context.addCookies([{ name: DATA_SAVER_STORAGE_KEY, value: '1', url }]);
  }
  return context.newPage();
}

const server = await startServer(webDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
});
try {
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const url = server.url;
  const thiri = await onboardedMember(
    url,
    'callbytes',
    { first_name: 'Thiri', gender: 'Woman', interested_in: ['Man'] },
    [photo],
    PLACE,
  );
  const aung = await onboardedMember(
    url,
    'callbytes',
    { first_name: 'Aung', gender: 'Man', interested_in: ['Woman'] },
    [photo],
    PLACE,
  );
  await api(url, 'POST', '/api/swipes', thiri.cookie, {
    target_user_id: aung.id,
    action: 'like',
  });
  await api(url, 'POST', '/api/swipes', aung.cookie, { target_user_id: thiri.id, action: 'like' });

  const caller = await phone(browser, url, thiri);
  const callee = await phone(browser, url, aung);
  await caller.goto(`${url}/chat/${aung.id}`);
  await callee.goto(`${url}/chat/${thiri.id}`);
  await caller.getByRole('button', { name: 'Video call' }).click();
  await caller
    .getByRole('dialog', { name: 'Try your camera and microphone' })
    .getByRole('button', { name: 'Call', exact: true })
    .click();
  await callee
    .getByRole('dialog', { name: 'Thiri is calling' })
    .getByRole('button', { name: 'Accept' })
    .click();
  for (const page of [caller, callee]) {
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { __peerConnections: PeerConnection[] }).__peerConnections.some(
          (p) => p.connectionState === 'connected',
        ),
      undefined,
      { timeout: 30_000 },
    );
  }
  // The first seconds ramp up the bandwidth estimate; a call is minutes long.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const first = [await sample(caller), await sample(callee)];
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const last = [await sample(caller), await sample(callee)];

  console.log(
    `call of ${seconds} s measured after 5 s, ${dataSaver ? 'Data saver on' : 'Data saver off'}`,
  );
  console.log(
    '| side | sent KB/min | received KB/min | video sent kbit/s | audio sent kbit/s | screen shows |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [i, name] of ['caller', 'callee'].entries()) {
    const a = first[i];
    const b = last[i];
    if (!a || !b) throw new Error(`${name}: the call was not connected`);
    const minutes = (b.at - a.at) / 60_000;
    const kbps = (bytes: number) => ((bytes * 8) / ((b.at - a.at) / 1000) / 1000).toFixed(0);
    console.log(
      [
        '',
        name,
        ((b.sent - a.sent) / 1024 / minutes).toFixed(0),
        ((b.received - a.received) / 1024 / minutes).toFixed(0),
        kbps(b.videoSent - a.videoSent),
        kbps(b.audioSent - a.audioSent),
        b.shown,
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  await callee.getByRole('button', { name: 'Hang up' }).click();
} finally {
  await browser.close();
  await server.stop();
}
