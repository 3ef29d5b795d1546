import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { onboardingDraft, uploadPhoto } from '../test/members.js';
import { request, signUp } from '../test/test-app.js';

/** The engine's test portraits (infra/faces/fixtures/README.md: sources and licences). */
export const fixture = (name: string) =>
  readFile(new URL(`../infra/faces/fixtures/${name}`, import.meta.url));

/**
 * A reused photo as a second account would post it: mirrored, cropped to 90% around the
 * centre, 20% brighter, recompressed at JPEG quality 40.
 */
export async function editedCopy(image: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const cropped = {
    left: Math.round(width * 0.05),
    top: Math.round(height * 0.05),
    width: Math.round(width * 0.9),
    height: Math.round(height * 0.9),
  };
  return sharp(image)
    .flop()
    .extract(cropped)
    .modulate({ brightness: 1.2 })
    .jpeg({ quality: 40 })
    .toBuffer();
}

/** A picture with no face: a coloured gradient. */
export async function noFace(): Promise<Buffer> {
  const pixels = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 256;
  return sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A signed-up member whose one photo is `photo`; onboarded when asked (to verify). */
export async function memberWithPhoto(
  app: FastifyInstance,
  photo: Buffer,
  { onboard = false } = {},
) {
  const member = await signUp(app);
  const upload = await uploadPhoto(app, member.cookie, photo);
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  const path = upload.json().path as string;
  if (onboard) {
    const done = await request(app, 'POST', '/api/me/onboarding', onboardingDraft([path]), {
      cookie: member.cookie,
    });
    if (done.statusCode !== 200) throw new Error(`onboarding failed: ${done.body}`);
  }
  return { ...member, path };
}
