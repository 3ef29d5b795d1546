import { existsSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { threadNiceValues } from '../threads/thread-nice.js';
import { createOcrEngine } from './engine.js';
import { linkLanguageData, trainedDataFile } from './language-data.js';
import { prepareForOcr } from './preprocess.js';

const backgroundThreads = () => [...threadNiceValues().values()].filter((n) => n === 19).length;

/** One line of black text on white, as a PNG. */
function line(text: string, background = '#ffffff', ink = '#111111'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="120">
    <rect width="720" height="120" fill="${background}"/>
    <text x="30" y="75" font-size="36" font-family="Liberation Sans" fill="${ink}">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const engine = createOcrEngine();
afterAll(() => engine.close());

describe('OCR engine', () => {
  it('starts no worker until the first image, then reads it; queued images each get their own text', async () => {
    expect(engine.started).toBe(false);
    const backgroundBefore = backgroundThreads();
    const [first, second] = await Promise.all([
      engine.recognize(await line('Transaction No. 4417 2290')),
      engine.recognize(await line('Amount 52,300 Ks', '#121212', '#f2f2f2')),
    ]);
    expect(engine.started).toBe(true);
    // tesseract.js's worker runs at the lowest CPU priority (worker.cjs, threads/low-priority.cjs).
    if (process.platform === 'linux') expect(backgroundThreads()).toBe(backgroundBefore + 1);
    expect(first.text).toContain('Transaction No. 4417 2290');
    expect(second.text).toContain('Amount 52,300 Ks');
    expect(first.lines[0]?.words.length).toBeGreaterThan(1);
    expect(first.confidence).toBeGreaterThan(50);
  }, 180_000);

  it('rejects an image it cannot decode and keeps serving the next one', async () => {
    await expect(engine.recognize(Buffer.from('not an image'))).rejects.toThrow();
    expect((await engine.recognize(await line('Notes coins'))).text).toContain('Notes coins');
  }, 120_000);

  it('stops its worker on close and starts a new one when asked again', async () => {
    const own = createOcrEngine({ languages: ['eng'] });
    await own.close();
    expect(own.started).toBe(false);
    expect((await own.recognize(await line('KBZPay 9:41'))).text).toContain('KBZPay');
    await own.close();
    expect(own.started).toBe(false);
  }, 180_000);
});

describe('OCR engine left idle', () => {
  it('ends its worker after a quiet spell and starts a new one for the next image', async () => {
    const quiet = createOcrEngine({ idleMs: 200 });
    try {
      expect((await quiet.recognize(await line('Amount 1,500 Ks'))).text).toContain('1,500');
      expect(quiet.started).toBe(true);
      await vi.waitFor(() => expect(quiet.started).toBe(false), { timeout: 30_000, interval: 50 });
      expect((await quiet.recognize(await line('Amount 2,500 Ks'))).text).toContain('2,500');
      expect(quiet.started).toBe(true);
    } finally {
      await quiet.close();
    }
  }, 180_000);
});

describe('language data', () => {
  it('comes from the npm packages, linked from a private temporary folder, never a URL', () => {
    const data = linkLanguageData(['eng', 'mya'], '4.0.0_best_int');
    try {
      expect(data.dir.startsWith(tmpdir())).toBe(true);
      for (const language of ['eng', 'mya'] as const) {
        const target = readlinkSync(join(data.dir, `${language}.traineddata.gz`));
        expect(target).toBe(trainedDataFile(language, '4.0.0_best_int'));
        expect(target).toContain(join('node_modules', '@tesseract.js-data', language));
        expect(existsSync(target)).toBe(true);
      }
    } finally {
      data.remove();
    }
    expect(existsSync(data.dir)).toBe(false);
  });
});

describe('preprocessing', () => {
  it('makes a dark screenshot dark-on-light at the common width', async () => {
    const prepared = await prepareForOcr(await line('x', '#121212', '#f2f2f2'));
    expect(prepared.width).toBe(1080);
    const { channels } = await sharp(prepared.data).stats();
    expect(channels[0]?.mean).toBeGreaterThan(200);
  });
});
