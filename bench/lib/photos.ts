/** Photos for the benchmarks' members, made here (no downloaded faces). */
import sharp from 'sharp';
import { onboardedMember } from './members.js';

/** A phone-like photo (gradient, a soft shape, grain) at 1200×1600, in its own hue. */
export async function phonePhoto(n: number): Promise<Buffer> {
  const [width, height] = [1200, 1600];
  const pixels = Buffer.alloc(width * height * 3);
  let state = (n + 1) * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const grain = ((state >>> 24) - 128) * 0.12;
      const face = Math.hypot((x - 600) / 300, (y - 650) / 380) < 1 ? 60 : 0;
      const i = (y * width + x) * 3;
      pixels[i] = Math.min(255, Math.max(0, (x * 200) / width + face + grain + n * 30));
      pixels[i + 1] = Math.min(255, Math.max(0, (y * 180) / height + face * 0.6 + grain));
      pixels[i + 2] = Math.min(255, Math.max(0, 110 + 70 * Math.sin(x / 60) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

type Place = { latitude: number; longitude: number; city: string };

/** `count` women at `place`, each with her own phone photo: the cards a man there will see. */
export async function cardsAt(url: string, prefix: string, count: number, place: Place) {
  for (let n = 0; n < count; n++) {
    await onboardedMember(
      url,
      prefix,
      { first_name: `Card${n}`, gender: 'Woman', interested_in: ['Man'] },
      [await phonePhoto(n)],
      place,
    );
  }
}
