import type { PublicProfile } from '@dating/shared';
import { keepSyllablesTogether } from '@dating/shared';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKm, formatNumber, townName } from '../../../lib/format';
import { optionKey } from '../i18n';
import { PhotoCarousel } from './PhotoCarousel';
import { PromptList } from './PromptList';

/** What the profile view shows; the own profile passes `distance_km: null`. */
export type ProfileView = Pick<
  PublicProfile,
  | 'first_name'
  | 'age'
  | 'gender'
  | 'pronouns'
  | 'sexuality'
  | 'interested_in'
  | 'relationship_intention'
  | 'bio'
  | 'media'
  | 'city'
  | 'city_my'
  | 'is_verified'
  | 'distance_km'
> &
  Partial<Pick<PublicProfile, 'media_placeholders'>>;

function Chip({ children }: { children: ReactNode }) {
  return (
    <li className="rounded-full bg-rose-50 px-3 py-1.5 text-sm font-medium text-rose-800">
      {children}
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-neutral-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** Photos, name and age, verified badge, place, About chips, Looking for, bio, prompts. */
export function ProfileDetails({
  profile,
  prompts,
}: {
  profile: ProfileView;
  prompts?: PublicProfile['prompts'];
}) {
  const { t, i18n } = useTranslation('profile');
  const option = (value: string) => t(optionKey(value), { defaultValue: value });
  const name = profile.first_name ?? '';
  const about = [
    profile.gender ? option(profile.gender) : null,
    profile.pronouns || null,
    profile.sexuality ? option(profile.sexuality) : null,
    profile.relationship_intention ? option(profile.relationship_intention) : null,
  ].filter((value): value is string => Boolean(value));
  const place = [
    townName(profile, i18n.language),
    profile.distance_km === null
      ? null
      : t('distance', { distance: formatKm(profile.distance_km, i18n.language) }),
  ].filter(Boolean);

  return (
    <article className="flex flex-col">
      <PhotoCarousel photos={profile.media} name={name} placeholders={profile.media_placeholders} />
      <div className="flex flex-col gap-6 px-5 py-5">
        <header className="flex flex-col gap-1">
          <h1 className="flex items-center gap-2 text-3xl font-bold text-neutral-900">
            <span>
              {profile.age === null
                ? name
                : t('nameAge', { name, age: formatNumber(profile.age, i18n.language) })}
            </span>
            {profile.is_verified && (
              <BadgeCheck role="img" aria-label={t('verified')} className="size-7 text-sky-500" />
            )}
          </h1>
          {place.length > 0 && (
            <p className="flex items-center gap-1.5 text-neutral-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span>{place.join(' · ')}</span>
            </p>
          )}
        </header>
        {about.length > 0 && (
          <Section title={t('about')}>
            <ul className="flex flex-wrap gap-2">
              {about.map((value) => (
                <Chip key={value}>{value}</Chip>
              ))}
            </ul>
          </Section>
        )}
        {profile.interested_in.length > 0 && (
          <Section title={t('lookingFor')}>
            <ul className="flex flex-wrap gap-2">
              {profile.interested_in.map((value) => (
                <Chip key={value}>{option(value)}</Chip>
              ))}
            </ul>
          </Section>
        )}
        {profile.bio?.trim() && (
          <Section title={t('bio')}>
            <p className="text-base whitespace-pre-line text-neutral-800">
              {keepSyllablesTogether(profile.bio)}
            </p>
          </Section>
        )}
        <PromptList prompts={prompts} />
      </div>
    </article>
  );
}
