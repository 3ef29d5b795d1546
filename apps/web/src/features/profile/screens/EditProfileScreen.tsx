import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  INTERESTED_IN_OPTIONS,
  type OwnProfile,
  PROFILE_SAVED_MESSAGE_MS,
  RELATIONSHIP_INTENTIONS,
  SEARCH_RADIUS_MAX_KM,
  SEARCH_RADIUS_MIN_KM,
  SEARCH_RADIUS_STEP_KM,
  toggleInterestedIn,
  updateProfileRequestSchema,
} from '@dating/shared';
import { ChevronLeft } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, validationText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, Skeleton, TextField } from '../../../ui';
import { useMe, useUpdateProfile } from '../api';
import { ChoiceChips } from '../components/ChoiceChips';
import { PhotoSlots } from '../components/PhotoSlots';
import { RangeSlider } from '../components/RangeSlider';
import { changedFields, type EditProfileForm, formFromProfile } from '../editForm';
import { formatKm, formatNumber } from '../format';
import { optionKey } from '../i18n';

type Message = { kind: 'success' | 'error'; text: string } | null;

function EditForm({ me }: { me: OwnProfile }) {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const save = useUpdateProfile();
  const [form, setForm] = useState<EditProfileForm>(() => formFromProfile(me));
  const [message, setMessage] = useState<Message>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = <K extends keyof EditProfileForm>(key: K, value: EditProfileForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const option = (value: string) => t(optionKey(value), { defaultValue: value });
  const lang = i18n.language;

  const show = (next: Message) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next?.kind === 'success') {
      timer.current = setTimeout(() => setMessage(null), PROFILE_SAVED_MESSAGE_MS);
    }
  };
  const saved = () => show({ kind: 'success', text: t('edit.saved') });
  const failed = (text: string) =>
    show({ kind: 'error', text: t('edit.error', { message: text }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = changedFields(form, me);
    const checked = updateProfileRequestSchema.safeParse(patch);
    if (!checked.success) {
      failed(validationText(checked.error.issues[0]?.message ?? '', t));
      return;
    }
    if (Object.keys(patch).length === 0) {
      saved();
      return;
    }
    setMessage(null);
    save.mutate(checked.data, {
      onSuccess: (profile) => {
        setForm(formFromProfile(profile));
        saved();
      },
      onError: (error) => failed(errorText(error, t)),
    });
  };

  const busy = save.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8 px-5 pb-8">
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-neutral-900">{t('edit.photos')}</h2>
        <PhotoSlots media={form.media} onChange={(media) => set('media', media)} disabled={busy} />
      </section>
      <ChoiceChips
        legend={t('edit.intention')}
        type="radio"
        options={RELATIONSHIP_INTENTIONS}
        selected={form.intention ? [form.intention] : []}
        onToggle={(value) => set('intention', value)}
        labelOf={option}
        disabled={busy}
      />
      <ChoiceChips
        legend={t('edit.interestedIn')}
        type="checkbox"
        options={INTERESTED_IN_OPTIONS}
        selected={form.interestedIn}
        onToggle={(value) => set('interestedIn', toggleInterestedIn(form.interestedIn, value))}
        labelOf={option}
        disabled={busy}
      />
      <div className="flex flex-col gap-3">
        <label htmlFor={`${id}-bio`} className="text-lg font-semibold text-neutral-900">
          {t('edit.bio')}
        </label>
        <textarea
          id={`${id}-bio`}
          rows={5}
          value={form.bio}
          disabled={busy}
          onChange={(event) => set('bio', event.target.value)}
          placeholder={t('edit.bioPlaceholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
      </div>
      <section className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-neutral-900">{t('edit.discovery')}</h2>
        <TextField
          label={t('edit.searchLocation')}
          placeholder={t('edit.searchLocationPlaceholder')}
          hint={t('edit.searchLocationHint')}
          value={form.searchLocation}
          disabled={busy}
          autoComplete="address-level2"
          onChange={(event) => set('searchLocation', event.target.value)}
        />
        <RangeSlider
          label={t('edit.maxDistance')}
          valueText={formatKm(form.radius, lang)}
          value={[form.radius]}
          onValueChange={([radius]) => radius !== undefined && set('radius', radius)}
          min={SEARCH_RADIUS_MIN_KM}
          max={SEARCH_RADIUS_MAX_KM}
          step={SEARCH_RADIUS_STEP_KM}
          disabled={busy}
        />
        <RangeSlider
          label={t('edit.ageRange')}
          valueText={t('edit.ageRangeValue', {
            min: formatNumber(form.ageRange[0], lang),
            max: formatNumber(form.ageRange[1], lang),
          })}
          value={form.ageRange}
          onValueChange={([min, max]) =>
            min !== undefined && max !== undefined && set('ageRange', [min, max])
          }
          min={AGE_FILTER_MIN}
          max={AGE_FILTER_MAX}
          thumbLabels={[t('edit.ageMin'), t('edit.ageMax')]}
          disabled={busy}
        />
      </section>
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" loading={busy}>
          {busy ? t('edit.saving') : t('edit.save')}
        </Button>
        <div aria-live="polite" className="min-h-6 text-center text-sm">
          {message?.kind === 'success' && (
            <p role="status" className="font-medium text-emerald-700">
              {message.text}
            </p>
          )}
          {message?.kind === 'error' && (
            <p role="alert" className="font-medium text-red-600">
              {message.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** /settings/edit-profile (spec section 2 "Edit Profile"). */
export function EditProfileScreen() {
  const { t } = useTranslation('profile');
  const me = useMe();
  return (
    <section className="flex flex-1 flex-col">
      <div className="flex min-h-14 items-center px-2">
        <Link
          to={paths.ownProfile}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-rose-700 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('edit.back')}
        </Link>
      </div>
      <h1 className="px-5 pb-5 text-2xl font-bold text-neutral-900">{t('edit.title')}</h1>
      {me.isPending && (
        <div className="flex flex-col gap-4 px-5" role="status" aria-label={t('loading')}>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {me.isError && (
        <p role="alert" className="px-5 text-neutral-700">
          {errorText(me.error, t)}
        </p>
      )}
      {me.data && <EditForm key={me.data.user_id} me={me.data} />}
    </section>
  );
}
