import { randomBytes } from 'node:crypto';
import {
  BOOST_DURATION_HOURS,
  type OnboardingRequest,
  type UpdateProfileRequest,
} from '@dating/shared';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { distanceKm } from '../geo/index.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { accounts, userProfiles, walletTransactions } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import {
  forgetImageHashes,
  makePlaceholder,
  perceptualHashes,
  processUpload,
  recordImageHash,
} from '../infra/images/index.js';
import { revokeUserSessions } from '../infra/sessions/session-store.js';
import { pathFromStorageUrl, type Storage, thumbPathOf } from '../infra/storage/index.js';
import { lockMemberRow } from '../wallet/ledger.js';
import { forgetPhotoUpload, notePhotoUpload } from './photo-slots.js';
import { recordSearchMove } from './search-moves.js';
import { type ProfileRow, toOwnProfile, toPublicProfile } from './serialize.js';
import { isBlockedEitherWay, isDiscoverable } from './visibility.js';

export type Geocode = (
  text: string,
) => { name: string; latitude: number; longitude: number } | null;

type Deps = {
  db: Db;
  storage: Storage;
  geocode: Geocode;
  /** Closes the member's open sockets on every server process. */
  disconnect?: (userId: string) => Promise<void>;
};

const PRIVATE_BUCKETS = ['kyc', 'deposit-proofs'] as const;

export function createProfileService({ db, storage, geocode, disconnect }: Deps) {
  async function loadProfile(q: Queryable, userId: string): Promise<ProfileRow> {
    const [row] = await q
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Media paths from the client (paths or /files URLs) that this member uploaded and that exist. */
  async function ownedMediaPaths(userId: string, values: string[]): Promise<string[]> {
    const paths: string[] = [];
    for (const value of values) {
      const path = pathFromStorageUrl('media', value);
      if (!path?.startsWith(`${userId}/`) || !(await storage.exists('media', path))) {
        throw new AppError('IMAGE_REQUIRED');
      }
      if (!paths.includes(path)) paths.push(path);
    }
    return paths;
  }

  async function removeMediaFiles(paths: string[]) {
    await forgetImageHashes(db, 'photo', paths);
    for (const path of paths) {
      await storage.remove('media', path);
      await storage.remove('media', thumbPathOf(path));
    }
  }

  async function getOwn(userId: string) {
    return toOwnProfile(await loadProfile(db, userId));
  }

  /** Saves the onboarding draft (spec: finish step) after checking every rule again. */
  async function completeOnboarding(userId: string, input: OnboardingRequest) {
    const media = await ownedMediaPaths(userId, input.media);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(userProfiles)
        .set({
          firstName: input.first_name,
          birthdate: input.birthdate,
          gender: input.gender,
          pronouns: input.pronouns || null,
          showGender: input.show_gender ?? true,
          sexuality: input.sexuality,
          interestedIn: input.interested_in,
          relationshipIntention: input.relationship_intention,
          bio: input.bio,
          media,
          avatarUrl: media[0] ?? null,
          locationLatitude: input.latitude,
          locationLongitude: input.longitude,
          city: input.city,
          searchLatitude: input.latitude,
          searchLongitude: input.longitude,
          searchLocation: input.city,
          searchRadiusKm: 50,
          termsAcceptedAt: new Date(),
          onboardingComplete: true,
          updatedAt: new Date(),
        })
        .where(and(eq(userProfiles.userId, userId), eq(userProfiles.onboardingComplete, false)))
        .returning();
      if (!updated) throw new AppError('ONBOARDING_ALREADY_COMPLETE');
      return updated;
    });
    return toOwnProfile(row);
  }

  async function update(userId: string, input: UpdateProfileRequest) {
    const changes: Partial<typeof userProfiles.$inferInsert> = { updatedAt: new Date() };
    if (input.first_name !== undefined) changes.firstName = input.first_name;
    if (input.pronouns !== undefined) changes.pronouns = input.pronouns || null;
    if (input.show_gender !== undefined) changes.showGender = input.show_gender;
    if (input.sexuality) changes.sexuality = input.sexuality;
    if (input.bio !== undefined) changes.bio = input.bio?.trim() || null;
    if (input.relationship_intention) changes.relationshipIntention = input.relationship_intention;
    if (input.interested_in) changes.interestedIn = input.interested_in;
    if (input.search_radius_km !== undefined) changes.searchRadiusKm = input.search_radius_km;
    if (input.language) changes.language = input.language;
    if (input.search_location !== undefined) {
      const place = geocode(input.search_location);
      if (!place) throw new AppError('LOCATION_NOT_FOUND', { text: input.search_location });
      changes.searchLocation = place.name;
      changes.searchLatitude = place.latitude;
      changes.searchLongitude = place.longitude;
    }
    const media = input.media ? await ownedMediaPaths(userId, input.media) : undefined;
    if (media) {
      changes.media = media;
      changes.avatarUrl = media[0] ?? null;
    }
    const { row, dropped } = await db.transaction(async (tx) => {
      // Locked: the hourly count of search moves must see a racing change.
      await lockMemberRow(tx, userId, 'no key update');
      const before = await loadProfile(tx, userId);
      if (
        changes.searchLatitude !== undefined &&
        (changes.searchLatitude !== before.searchLatitude ||
          changes.searchLongitude !== before.searchLongitude)
      ) {
        changes.searchMovedAt = recordSearchMove(before.searchMovedAt);
      }
      const ageMin = input.age_min ?? before.ageMin;
      const ageMax = input.age_max ?? before.ageMax;
      if (ageMin > ageMax) throw new AppError('AGE_RANGE_INVALID');
      changes.ageMin = ageMin;
      changes.ageMax = ageMax;
      const [after] = await tx
        .update(userProfiles)
        .set(changes)
        .where(eq(userProfiles.userId, userId))
        .returning();
      const dropped = media ? before.media.filter((p) => !media.includes(p)) : [];
      return { row: after as ProfileRow, dropped };
    });
    await removeMediaFiles(dropped);
    return toOwnProfile(row);
  }

  /** Another member's profile; 404 when blocked, incomplete, staff, or either side blocked the other. */
  async function getPublic(viewerId: string, targetId: string) {
    const viewer = await loadProfile(db, viewerId);
    const [target] = await db
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.userId, targetId), isDiscoverable))
      .limit(1);
    if (!target) throw new AppError('NOT_FOUND');
    if (targetId !== viewerId && (await isBlockedEitherWay(db, viewerId, targetId))) {
      throw new AppError('NOT_FOUND');
    }
    const distance =
      viewer.searchLatitude !== null &&
      viewer.searchLongitude !== null &&
      target.publicLatitude !== null &&
      target.publicLongitude !== null
        ? distanceKm(
            viewer.searchLatitude,
            viewer.searchLongitude,
            target.publicLatitude,
            target.publicLongitude,
          )
        : null;
    return toPublicProfile(target, distance);
  }

  /** Spotlight for 24 hours; refused while a boost runs (docs/product.md#boost-and-spotlight). */
  async function boost(userId: string) {
    const now = new Date();
    const until = new Date(now.getTime() + BOOST_DURATION_HOURS * 3600_000);
    const [row] = await db
      .update(userProfiles)
      .set({ boostedUntil: until, updatedAt: now })
      .where(
        and(
          eq(userProfiles.userId, userId),
          or(isNull(userProfiles.boostedUntil), lte(userProfiles.boostedUntil, now)),
        ),
      )
      .returning({ boostedUntil: userProfiles.boostedUntil });
    if (!row?.boostedUntil) throw new AppError('BOOST_ACTIVE');
    return { boosted_until: row.boostedUntil.toISOString() };
  }

  /** Stores an uploaded photo (re-encoded, metadata stripped) under a server-made path. */
  async function uploadPhoto(userId: string, data: Buffer) {
    const image = await processUpload(data);
    const placeholder = await makePlaceholder(image.thumb);
    const path = `${userId}/${Date.now()}_${randomBytes(6).toString('hex')}.webp`;
    // Noted before the files exist, so the photo sweep (infra/jobs/photo-sweep.ts) removes the
    // files of a photo never attached, even one whose upload died half-way; refused when a
    // member still onboarding holds every photo slot already.
    await notePhotoUpload(db, userId, path);
    await storage.put('media', path, image.full, 'image/webp');
    await storage.put('media', thumbPathOf(path), image.thumb, 'image/webp');
    // For the admins' look-alike flag (a photo also on another account).
    await recordImageHash(db, {
      userId,
      kind: 'photo',
      path,
      hashes: await perceptualHashes(image.full),
    });
    if (placeholder) {
      // Kept beside the profile row by path, so every serializer finds it without a join.
      await db
        .update(userProfiles)
        .set({
          mediaPlaceholders: sql`${userProfiles.mediaPlaceholders} || jsonb_build_object(${path}::text, ${placeholder}::text)`,
        })
        .where(eq(userProfiles.userId, userId));
    }
    return { path, placeholder };
  }

  /** Removes an uploaded photo; a finished profile keeps at least one. */
  async function removePhoto(userId: string, value: string) {
    const path = pathFromStorageUrl('media', value);
    if (!path?.startsWith(`${userId}/`)) throw new AppError('NOT_FOUND');
    await db.transaction(async (tx) => {
      const profile = await loadProfile(tx, userId);
      await forgetPhotoUpload(tx, userId, path);
      if (!profile.media.includes(path)) return;
      const media = profile.media.filter((p) => p !== path);
      if (profile.onboardingComplete && media.length === 0) throw new AppError('PHOTO_REQUIRED');
      await tx
        .update(userProfiles)
        .set({
          media,
          avatarUrl: media[0] ?? null,
          mediaPlaceholders: sql`${userProfiles.mediaPlaceholders} - ${path}::text`,
          updatedAt: new Date(),
        })
        .where(eq(userProfiles.userId, userId));
    });
    await removeMediaFiles([path]);
  }

  /**
   * Deletes the account and everything personal (docs/product.md#deleting-an-account): rows cascade
   * from the account; money records stay, anonymised; files go last. The profile row is locked
   * first, as every money operation does (wallet/ledger.ts lock order): operations already
   * running finish before, later ones find no member, and none adds a row the anonymising missed.
   */
  async function deleteAccount(userId: string) {
    await db.transaction(async (tx) => {
      await lockMemberRow(tx, userId, 'update');
      await tx
        .update(walletTransactions)
        .set({ payoutDetails: null, proofUrl: null, transactionRef: null })
        .where(eq(walletTransactions.userId, userId));
      await revokeUserSessions(tx, userId);
      await tx.delete(accounts).where(eq(accounts.id, userId));
    });
    await disconnect?.(userId);
    await storage.removePrefix('media', `${userId}/`);
    for (const bucket of PRIVATE_BUCKETS) await storage.removePrefix(bucket, `${userId}/`);
  }

  return {
    getOwn,
    completeOnboarding,
    update,
    getPublic,
    boost,
    uploadPhoto,
    removePhoto,
    deleteAccount,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
