import {
  type InterestedIn,
  type OwnProfile,
  type RelationshipIntention,
  SEARCH_RADIUS_DEFAULT_KM,
  type Sexuality,
  type UpdateProfileRequest,
} from '@dating/shared';

/** The Edit Profile form: what the member can change, as the controls hold it. */
export interface EditProfileForm {
  firstName: string;
  /** Gender display: the pronouns shown, and whether the gender shows at all. */
  pronouns: string;
  showGender: boolean;
  sexuality: Sexuality | null;
  /** Photo URLs (or upload paths) in order; the first is the main photo. */
  media: string[];
  intention: RelationshipIntention | null;
  interestedIn: InterestedIn[];
  bio: string;
  searchLocation: string;
  radius: number;
  ageRange: [number, number];
}

export function formFromProfile(me: OwnProfile): EditProfileForm {
  return {
    firstName: me.first_name ?? '',
    pronouns: me.pronouns ?? '',
    showGender: me.show_gender,
    sexuality: me.sexuality,
    media: [...me.media],
    intention: me.relationship_intention,
    interestedIn: [...me.interested_in],
    bio: me.bio ?? '',
    searchLocation: me.search_location ?? '',
    radius: me.search_radius_km ?? SEARCH_RADIUS_DEFAULT_KM,
    ageRange: [me.age_min, me.age_max],
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The PATCH /api/me body: only what differs from the saved profile. */
export function changedFields(form: EditProfileForm, me: OwnProfile): UpdateProfileRequest {
  const patch: UpdateProfileRequest = {};
  if (form.firstName.trim() !== (me.first_name ?? '')) patch.first_name = form.firstName;
  if (form.pronouns.trim() !== (me.pronouns ?? '')) patch.pronouns = form.pronouns;
  if (form.showGender !== me.show_gender) patch.show_gender = form.showGender;
  if (form.sexuality && form.sexuality !== me.sexuality) patch.sexuality = form.sexuality;
  if (!sameList(form.media, me.media)) patch.media = form.media;
  if (form.intention && form.intention !== me.relationship_intention) {
    patch.relationship_intention = form.intention;
  }
  if (!sameList([...form.interestedIn].sort(), [...me.interested_in].sort())) {
    patch.interested_in = form.interestedIn;
  }
  if (form.bio.trim() !== (me.bio ?? '').trim()) patch.bio = form.bio;
  // Only a changed place is geocoded again (spec: the text must resolve to coordinates).
  const location = form.searchLocation.trim();
  if (location && location !== (me.search_location ?? '')) patch.search_location = location;
  if (form.radius !== me.search_radius_km) patch.search_radius_km = form.radius;
  if (form.ageRange[0] !== me.age_min) patch.age_min = form.ageRange[0];
  if (form.ageRange[1] !== me.age_max) patch.age_max = form.ageRange[1];
  return patch;
}

/** Whether the form holds anything not saved yet (leaving then asks first). */
export function hasUnsavedChanges(form: EditProfileForm, me: OwnProfile): boolean {
  return Object.keys(changedFields(form, me)).length > 0;
}
