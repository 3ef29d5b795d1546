import { readFile } from 'node:fs/promises';
import { FACE_MATCH_THRESHOLD } from '@dating/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { threadNiceValues } from '../threads/thread-nice.js';
import { createFaceEngine, type FaceEngine, faceSimilarity } from './index.js';

const backgroundThreads = () => [...threadNiceValues().values()].filter((n) => n === 19).length;

// One engine for the file: the first analysis starts the worker and loads the models, which on a
// loaded two-core machine takes a while.
const LOAD_TIMEOUT_MS = 180_000;

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
const embeddingOf = async (engine: FaceEngine, image: Buffer) => {
  const { faces } = await engine.analyzeFaces(image);
  expect(faces).toHaveLength(1);
  return faces[0]?.embedding ?? [];
};

describe('face engine (real models, fixtures of fixtures/README.md)', {
  timeout: LOAD_TIMEOUT_MS,
}, () => {
  let engine: FaceEngine;
  beforeAll(() => {
    engine = createFaceEngine();
  });
  afterAll(() => engine.close());

  it('starts no worker until the first analysis, then finds the face in a portrait', async () => {
    expect(engine.started).toBe(false);
    const backgroundBefore = backgroundThreads();
    const result = await engine.analyzeFaces(await fixture('grace-hopper.jpg'));
    expect(engine.started).toBe(true);
    // The worker runs at the lowest CPU priority (threads/low-priority.cjs).
    if (process.platform === 'linux') expect(backgroundThreads()).toBe(backgroundBefore + 1);
    expect(result).toMatchObject({ width: 512, height: 600 });
    expect(result.faces).toHaveLength(1);
    const [x, y, w, h] = result.faces[0]?.box ?? [];
    // The face sits in the upper middle of the portrait.
    expect(x).toBeGreaterThan(50);
    expect((x ?? 0) + (w ?? 0)).toBeLessThan(460);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(h).toBeGreaterThan(150);
    expect(result.faces[0]?.embedding).toHaveLength(1024);
    expect(result.pose).toBeUndefined();
  });

  it('finds no face in a picture without one', async () => {
    const gradient = Buffer.alloc(320 * 240 * 3);
    for (let i = 0; i < gradient.length; i++) gradient[i] = (i * 7) % 256;
    const picture = await sharp(gradient, { raw: { width: 320, height: 240, channels: 3 } })
      .png()
      .toBuffer();
    const result = await engine.analyzeFaces(picture);
    expect(result.faces).toEqual([]);
    expect(result).toMatchObject({ width: 320, height: 240 });
  });

  it('scores the same photo after edits above the threshold, other people below it', async () => {
    const original = await fixture('eileen-collins.jpg');
    const base = await embeddingOf(engine, original);
    const mirrored = await embeddingOf(engine, await sharp(original).flop().jpeg().toBuffer());
    const darker = await embeddingOf(
      engine,
      await sharp(original).modulate({ brightness: 0.7 }).jpeg({ quality: 30 }).toBuffer(),
    );
    expect(faceSimilarity(base, mirrored)).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    expect(faceSimilarity(base, darker)).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    for (const other of ['grace-hopper.jpg', 'cameraman.jpg']) {
      const stranger = await embeddingOf(engine, await fixture(other));
      expect(faceSimilarity(base, stranger)).toBeLessThan(FACE_MATCH_THRESHOLD);
    }
  });

  it("answers 'unknown' for a challenge the models cannot tell, and judges the others", async () => {
    const portrait = await fixture('grace-hopper.jpg');
    const touchNose = await engine.analyzeFaces(portrait, { challenge: 'touch_nose' });
    expect(touchNose.pose).toBe('unknown');
    expect(touchNose.faces).toHaveLength(1);
    // A frontal portrait with no hand in it: neither a thumbs up nor a turned head.
    expect((await engine.analyzeFaces(portrait, { challenge: 'thumbs_up' })).pose).toBe('not_seen');
    expect((await engine.analyzeFaces(portrait, { challenge: 'turn_head_right' })).pose).toBe(
      'not_seen',
    );
  });

  it('refuses a file that is not a picture, and keeps working after it', async () => {
    await expect(engine.analyzeFaces(Buffer.from('not an image'))).rejects.toThrow(
      /face analysis failed/,
    );
    const result = await engine.analyzeFaces(await fixture('cameraman.jpg'));
    expect(result.faces).toHaveLength(1);
  });

  it('starts a new worker after close', async () => {
    await engine.close();
    expect(engine.started).toBe(false);
    const result = await engine.analyzeFaces(await fixture('grace-hopper.jpg'));
    expect(result.faces).toHaveLength(1);
  });
});

describe('face engine left idle', { timeout: LOAD_TIMEOUT_MS }, () => {
  it('ends its worker after a quiet spell; the next analysis starts a new one', async () => {
    const quiet = createFaceEngine({ idleMs: 200 });
    try {
      expect((await quiet.analyzeFaces(await fixture('grace-hopper.jpg'))).faces).toHaveLength(1);
      expect(quiet.started).toBe(true);
      await vi.waitFor(() => expect(quiet.started).toBe(false), { timeout: 30_000, interval: 50 });
      expect((await quiet.analyzeFaces(await fixture('cameraman.jpg'))).faces).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });
});
