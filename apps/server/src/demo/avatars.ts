import sharp from 'sharp';
import { makePlaceholder, PHOTO_QUALITY, THUMB_MAX_SIDE } from '../infra/images/index.js';
import { type Storage, thumbPathOf, uniqueFileStem } from '../infra/storage/index.js';

/**
 * Generated, original avatars for demo members (no network, no third-party art): a soft
 * gradient with a few light circles behind a faceless head-and-shoulders figure. A fixed set of
 * "families" (a figure: hair style and skin tone) is drawn once, each in a few colour/pose
 * variants; members reuse those bytes, so seeding hundreds of members costs file copies only.
 */

export const AVATAR_WIDTH = 600;
export const AVATAR_HEIGHT = 800;
/** Figure families per look; a member's photos are variants of one family. */
export const FAMILIES_PER_LOOK = 6;
export const VARIANTS_PER_FAMILY = 4;

export type AvatarLook = 'feminine' | 'masculine';
export type AvatarImage = { full: Buffer; thumb: Buffer };
/** Rendered images by family index (0..FAMILIES_PER_LOOK-1) and look; each has its variants. */
export type AvatarSet = Record<AvatarLook, AvatarImage[][]>;

/** [top, bottom, clothes] */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#fbc2eb', '#a6c1ee', '#5b5f97'],
  ['#ffecd2', '#fcb69f', '#b5525c'],
  ['#d4fc79', '#96e6a1', '#2f6f5e'],
  ['#a1c4fd', '#c2e9fb', '#34558b'],
  ['#e0c3fc', '#8ec5fc', '#6a4c93'],
  ['#f6d365', '#fda085', '#8c3b4a'],
  ['#84fab0', '#8fd3f4', '#1f5f75'],
  ['#ff9a9e', '#fecfef', '#7a2e4f'],
  ['#f5e3c3', '#d9a7c7', '#7d4e57'],
  ['#89f7fe', '#66a6ff', '#263c77'],
  ['#fff1a8', '#f9c58d', '#9b5d1e'],
  ['#c1dfc4', '#9fd8cb', '#3f6b4a'],
];
const SKIN_TONES = ['#f0c8a0', '#e2b088', '#cf9a70', '#b98059', '#9c6644'];
const HAIR_COLOURS = ['#1d1714', '#2a1f1a', '#3b2a20'];
const FEMININE_STYLES = ['long', 'bob', 'bun'] as const;
const MASCULINE_STYLES = ['short', 'quiff', 'crop'] as const;
type HairStyle = (typeof FEMININE_STYLES)[number] | (typeof MASCULINE_STYLES)[number];
/** Per variant: horizontal shift (px), tilt (degrees), scale. */
const POSES = [
  [0, 0, 1],
  [-26, -3, 1],
  [24, 3, 1.02],
  [0, -1.5, 1.07],
] as const;

type Figure = { style: HairStyle; skin: string; hair: string };

function figureOf(look: AvatarLook, family: number): Figure {
  const styles = look === 'feminine' ? FEMININE_STYLES : MASCULINE_STYLES;
  return {
    style: styles[family % styles.length] as HairStyle,
    skin: SKIN_TONES[(family * 2 + (look === 'feminine' ? 0 : 1)) % SKIN_TONES.length] as string,
    hair: HAIR_COLOURS[family % HAIR_COLOURS.length] as string,
  };
}

/** Hair drawn behind the head (long hair, bob, bun). */
function hairBehind(style: HairStyle, colour: string): string {
  switch (style) {
    case 'long':
      return `<path fill="${colour}" d="M178 400 C168 262 238 232 300 232 C364 232 432 262 422 400 L440 640 C404 668 356 664 340 620 L300 560 L260 620 C244 664 196 668 160 640 Z"/>`;
    case 'bob':
      return `<path fill="${colour}" d="M184 410 C170 268 238 236 300 236 C362 236 430 268 416 410 L424 520 C392 540 352 536 338 510 L262 510 C248 536 208 540 176 520 Z"/>`;
    case 'bun':
      return `<circle fill="${colour}" cx="300" cy="236" r="52"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the head (fringe, cap). */
function hairFront(style: HairStyle, colour: string): string {
  switch (style) {
    case 'long':
      return `<path fill="${colour}" d="M192 392 C186 290 240 258 300 258 C364 258 418 292 408 392 C392 332 352 300 300 312 C262 300 214 322 192 392 Z"/>`;
    case 'bob':
      return `<path fill="${colour}" d="M194 380 C190 288 244 262 300 262 C360 262 412 290 406 380 C370 352 328 330 246 334 C226 342 206 358 194 380 Z"/>`;
    case 'bun':
      return `<path fill="${colour}" d="M196 372 C194 292 246 264 300 264 C356 264 408 292 404 372 C380 330 340 312 300 312 C258 312 220 330 196 372 Z"/>`;
    case 'short':
      return `<path fill="${colour}" d="M194 380 C188 290 244 256 300 256 C362 256 414 290 406 380 C396 336 366 310 300 306 C240 310 206 334 194 380 Z"/>`;
    case 'quiff':
      return `<path fill="${colour}" d="M194 384 C184 296 230 240 316 244 C382 248 420 300 406 384 C398 344 374 318 336 314 C300 300 266 300 236 318 C214 334 200 356 194 384 Z"/>`;
    case 'crop':
      return `<path fill="${colour}" d="M198 360 C200 292 248 268 300 268 C354 268 402 292 402 360 C382 322 344 306 300 306 C256 306 218 322 198 360 Z"/>`;
  }
}

/** One avatar as SVG: gradient, light circles, a figure in the variant's pose and colours. */
export function avatarSvg(look: AvatarLook, family: number, variant: number): string {
  const figure = figureOf(look, family);
  const paletteIndex = (family * 5 + variant * 3 + (look === 'feminine' ? 0 : 7)) % PALETTES.length;
  const [top, bottom, clothes] = PALETTES[paletteIndex] as readonly [string, string, string];
  const [dx, tilt, scale] = POSES[variant % POSES.length] as readonly [number, number, number];
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const seed = family * 31 + variant * 17 + i * 7;
      const cx = (seed * 97) % AVATAR_WIDTH;
      const cy = (seed * 53) % 420;
      const r = 40 + ((seed * 13) % 90);
      const opacity = (0.08 + ((seed * 7) % 10) / 100).toFixed(2);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
    })
    .join('');
  const neckShade = `<ellipse cx="300" cy="500" rx="40" ry="14" fill="#000000" fill-opacity="0.12"/>`;
  const collar =
    look === 'feminine'
      ? `<path fill="${figure.skin}" d="M250 584 C270 640 330 640 350 584 Z"/>`
      : `<path fill="#ffffff" fill-opacity="0.85" d="M258 584 L300 650 L342 584 L322 580 L300 612 L278 580 Z"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" viewBox="0 0 ${AVATAR_WIDTH} ${AVATAR_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" fill="url(#bg)"/>${circles}
<rect width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" fill="url(#glow)"/>
<g transform="translate(${dx} 0) rotate(${tilt} 300 800) translate(300 800) scale(${(1.14 * scale).toFixed(3)}) translate(-300 -800)">
${hairBehind(figure.style, figure.hair)}
<path fill="${clothes}" d="M80 860 L80 800 C80 650 160 590 300 582 C440 590 520 650 520 800 L520 860 Z"/>
<rect x="262" y="460" width="76" height="140" rx="32" fill="${figure.skin}"/>${neckShade}${collar}
<ellipse cx="196" cy="400" rx="16" ry="26" fill="${figure.skin}"/><ellipse cx="404" cy="400" rx="16" ry="26" fill="${figure.skin}"/>
<ellipse cx="300" cy="390" rx="106" ry="126" fill="${figure.skin}"/>
<ellipse cx="300" cy="440" rx="70" ry="40" fill="#ffffff" fill-opacity="0.06"/>
${hairFront(figure.style, figure.hair)}
</g></svg>`;
}

/** SVG → pixels once, then the full WebP and its thumbnail (as uploads get them). */
async function renderAvatar(look: AvatarLook, family: number, variant: number) {
  const { data, info } = await sharp(Buffer.from(avatarSvg(look, family, variant)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumb] = await Promise.all([
    sharp(data, raw).webp({ quality: PHOTO_QUALITY, effort: 2 }).toBuffer(),
    sharp(data, raw)
      .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside' })
      .webp({ quality: 72, effort: 2 })
      .toBuffer(),
  ]);
  return { full, thumb };
}

let cached: Promise<AvatarSet> | undefined;

/** Draws every family and variant once per process (a few seconds at most on 2 cores). */
export function renderAvatarSet(): Promise<AvatarSet> {
  cached ??= (async () => {
    const set: AvatarSet = { feminine: [], masculine: [] };
    for (const look of ['feminine', 'masculine'] as const) {
      for (let family = 0; family < FAMILIES_PER_LOOK; family++) {
        // Two at a time: sharp has its own threads, and start-up keeps a core for requests.
        const variants: AvatarImage[] = [];
        for (let v = 0; v < VARIANTS_PER_FAMILY; v += 2) {
          variants.push(
            ...(await Promise.all([
              renderAvatar(look, family, v),
              renderAvatar(look, family, v + 1),
            ])),
          );
        }
        set[look].push(variants);
      }
    }
    return set;
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

/**
 * Stores `count` photos of one family for a member as `{userId}/{stem}.webp` plus thumbnails
 * (thumbnail first, as uploads do). Returns the stored paths, first = avatar.
 */
export async function storeMemberAvatars(
  storage: Storage,
  set: AvatarSet,
  userId: string,
  look: AvatarLook,
  family: number,
  count: number,
): Promise<string[]> {
  const variants = set[look][family % FAMILIES_PER_LOOK] as AvatarImage[];
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const image = variants[i % variants.length] as AvatarImage;
    const path = `${userId}/${uniqueFileStem()}.webp`;
    await storage.put('media', thumbPathOf(path), image.thumb, 'image/webp');
    await storage.put('media', path, image.full, 'image/webp');
    paths.push(path);
  }
  return paths;
}

/** Each variant's placeholder, made once: demo members share a few pictures. */
const placeholderCache = new WeakMap<AvatarImage, Promise<string>>();

/**
 * The placeholders of the photos storeMemberAvatars stored (same arguments, its paths), by path,
 * as an upload would have made them (user_profiles.media_placeholders).
 */
export async function memberAvatarPlaceholders(
  set: AvatarSet,
  look: AvatarLook,
  family: number,
  paths: string[],
): Promise<Record<string, string>> {
  const variants = set[look][family % FAMILIES_PER_LOOK] as AvatarImage[];
  const entries = await Promise.all(
    paths.map(async (path, i) => {
      const image = variants[i % variants.length] as AvatarImage;
      let placeholder = placeholderCache.get(image);
      if (!placeholder) {
        placeholder = makePlaceholder(image.thumb);
        placeholderCache.set(image, placeholder);
      }
      return [path, await placeholder] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, placeholder]) => placeholder));
}
