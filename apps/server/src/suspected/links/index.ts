import { deviceLinks } from './device.js';
import { faceLinks } from './face.js';
import { payoutLinks } from './payout.js';
import { photoLinks } from './photo.js';
import type { LinkSource } from './types.js';

export type { Link, LinkSource } from './types.js';

/** Every way accounts are linked (docs/decisions/034). */
export const LINK_SOURCES: LinkSource[] = [deviceLinks, payoutLinks, photoLinks, faceLinks];
