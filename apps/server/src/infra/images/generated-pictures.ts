import sharp from 'sharp';

/**
 * Distinct pictures made from a seed, and the edits a reuser makes to a picture, for measuring
 * the perceptual hash (phash.test.ts, bench/phash.ts): a picture is a gradient background with
 * a few coloured discs and boxes on it and some grain, so two seeds share nothing but style.
 */

function generator(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export async function generatedPicture(seed: number, width = 320, height = 400): Promise<Buffer> {
  const random = generator(seed);
  const colour = () => [random() * 255, random() * 255, random() * 255];
  const [from, to] = [colour(), colour()];
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const shapes = Array.from({ length: 3 + Math.floor(random() * 6) }, () => ({
    disc: random() < 0.5,
    cx: random() * width,
    cy: random() * height,
    rx: (0.08 + random() * 0.3) * width,
    ry: (0.08 + random() * 0.3) * height,
    rgb: colour(),
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = Math.min(
        1,
        Math.max(0, 0.5 + ((x / width - 0.5) * dx + (y / height - 0.5) * dy)),
      );
      let rgb = (from as number[]).map((c, i) => c + (((to as number[])[i] as number) - c) * along);
      for (const s of shapes) {
        const u = (x - s.cx) / s.rx;
        const v = (y - s.cy) / s.ry;
        const inside = s.disc ? u * u + v * v <= 1 : Math.abs(u) <= 1 && Math.abs(v) <= 1;
        if (inside) rgb = s.rgb;
      }
      const grain = (random() - 0.5) * 24;
      const at = (y * width + x) * 3;
      for (let i = 0; i < 3; i++) {
        pixels[at + i] = Math.max(0, Math.min(255, (rgb[i] as number) + grain));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** What someone reusing a picture does to it: each still counts as the same picture. */
export const REUSE_EDITS: Record<string, (data: Buffer) => Promise<Buffer>> = {
  resized: (data) => sharp(data).resize({ width: 180 }).jpeg({ quality: 85 }).toBuffer(),
  recompressed: (data) => sharp(data).jpeg({ quality: 30 }).toBuffer(),
  'as WebP': (data) => sharp(data).webp({ quality: 60 }).toBuffer(),
  'lightly cropped': async (data) => {
    const { width = 0, height = 0 } = await sharp(data).metadata();
    const [left, top] = [Math.round(width * 0.02), Math.round(height * 0.02)];
    return sharp(data)
      .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  mirrored: (data) => sharp(data).flop().jpeg({ quality: 85 }).toBuffer(),
  'mirrored, cropped and resized': async (data) => {
    const { width = 0, height = 0 } = await sharp(data).metadata();
    const left = Math.round(width * 0.02);
    return sharp(data)
      .flop()
      .extract({ left, top: 0, width: width - 2 * left, height })
      .resize({ width: 240 })
      .webp({ quality: 70 })
      .toBuffer();
  },
};
