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
  SEXUALITIES,
  toggleInterestedIn,
  updateProfileRequestSchema,
} from '@dating/shared';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatKm, formatNumber } from '../../../lib/format';
import { type SchemaForm, useLeaveGuard, useSchemaForm, ZawgyiHint } from '../../../lib/forms';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import {
  Button,
  ChoiceChips,
  Skeleton,
  TextField,
  ToggleSwitch,
  useViewingAs,
  ViewAsReadOnly,
} from '../../../ui';
import { useMe, useUpdateProfile } from '../api';
import { PhotoSlots } from '../components/PhotoSlots';
import { RangeSlider } from '../components/RangeSlider';
import {
  changedFields,
  type EditProfileForm,
  formFromProfile,
  hasUnsavedChanges,
} from '../editForm';
import { optionKey } from '../i18n';

/** The form's values → the PATCH body (only what changed), checked by the server's schema. */
function patchSchema(me: OwnProfile) {
  return z
    .custom<EditProfileForm>()
    .transform((form) => changedFields(form, me))
    .pipe(updateProfileRequestSchema);
}

/** What a section of the edit form needs of it: the values, their setter, text-field bindings. */
type EditFields = Pick<SchemaForm<EditProfileForm, unknown>, 'values' | 'setValue' | 'field'>;

/** About you: first name, pronouns, and whether the gender shows. */
function AboutSection({ form, busy }: { form: EditFields; busy: boolean }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const values = form.values;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-neutral-900">{t('edit.aboutYou')}</h2>
      <TextField
        label={t('edit.firstName')}
        autoComplete="given-name"
        disabled={busy}
        {...form.field('firstName')}
      />
      <ZawgyiHint value={values.firstName} onAccept={(text) => form.setValue('firstName', text)} />
      <TextField
        label={t('edit.pronouns')}
        hint={t('edit.pronounsHint')}
        disabled={busy}
        {...form.field('pronouns')}
      />
      <div className="flex min-h-11 items-center justify-between gap-4">
        <label htmlFor={`${id}-show-gender`} className="text-base text-neutral-900">
          {t('edit.showGender')}
        </label>
        <ToggleSwitch
          id={`${id}-show-gender`}
          checked={values.showGender}
          disabled={busy}
          onCheckedChange={(checked) => form.setValue('showGender', checked)}
        />
      </div>
    </section>
  );
}

/** Who the member is shown: search location, distance and age range. */
function DiscoverySection({ form, busy }: { form: EditFields; busy: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const values = form.values;
  const lang = i18n.language;
  return (
    <section className="flex flex-col gap-5">
      <h2 className="text-lg font-semibold text-neutral-900">{t('edit.discovery')}</h2>
      <TextField
        label={t('edit.searchLocation')}
        placeholder={t('edit.searchLocationPlaceholder')}
        hint={t('edit.searchLocationHint')}
        value={values.searchLocation}
        disabled={busy}
        autoComplete="address-level2"
        onChange={(event) => form.setValue('searchLocation', event.target.value)}
      />
      <RangeSlider
        label={t('edit.maxDistance')}
        valueText={formatKm(values.radius, lang)}
        value={[values.radius]}
        onValueChange={([radius]) => radius !== undefined && form.setValue('radius', radius)}
        min={SEARCH_RADIUS_MIN_KM}
        max={SEARCH_RADIUS_MAX_KM}
        step={SEARCH_RADIUS_STEP_KM}
        disabled={busy}
      />
      <RangeSlider
        label={t('edit.ageRange')}
        valueText={t('edit.ageRangeValue', {
          min: formatNumber(values.ageRange[0], lang),
          max: formatNumber(values.ageRange[1], lang),
        })}
        value={values.ageRange}
        onValueChange={([min, max]) =>
          min !== undefined && max !== undefined && form.setValue('ageRange', [min, max])
        }
        min={AGE_FILTER_MIN}
        max={AGE_FILTER_MAX}
        thumbLabels={[t('edit.ageMin'), t('edit.ageMax')]}
        disabled={busy}
      />
    </section>
  );
}

/** Save, and under it what became of the last save. */
function SaveFooter(props: {
  pending: boolean;
  readOnly: boolean;
  saved: boolean;
  failure: string | undefined;
}) {
  const { pending, readOnly, saved, failure } = props;
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-3">
      <ViewAsReadOnly />
      <Button type="submit" size="lg" loading={pending} disabled={readOnly}>
        {pending ? t('edit.saving') : t('edit.save')}
      </Button>
      <div aria-live="polite" className="min-h-6 text-center text-sm">
        {saved && (
          <p role="status" className="font-medium text-emerald-700">
            {t('edit.saved')}
          </p>
        )}
        {failure && (
          <p role="alert" className="font-medium text-red-600">
            {t('edit.error', { message: failure })}
          </p>
        )}
      </div>
    </div>
  );
}

function EditForm({ me }: { me: OwnProfile }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const save = useUpdateProfile();
  const schema = useMemo(() => patchSchema(me), [me]);
  const form = useSchemaForm({ schema, initialValues: formFromProfile(me) });
  const values = form.values;
  // Leaving with unsaved changes (a new main photo included) asks first.
  const leaveDialog = useLeaveGuard(hasUnsavedChanges(values, me));
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const option = (value: string) => t(optionKey(value), { defaultValue: value });

  const showSaved = () => {
    clearTimeout(timer.current);
    setSaved(true);
    timer.current = setTimeout(() => setSaved(false), PROFILE_SAVED_MESSAGE_MS);
  };

  const submit = form.handleSubmit(async (patch) => {
    clearTimeout(timer.current);
    setSaved(false);
    if (Object.keys(patch).length > 0) form.reset(formFromProfile(await save.mutateAsync(patch)));
    showSaved();
  });

  // A View As tab changes nothing: every field, photo and Save is disabled there (issue 31).
  const readOnly = useViewingAs();
  const busy = save.isPending || readOnly;
  // A refusal (the schema's or the server's) is said where the saved message would be.
  const failure = form.formError ?? Object.values(form.errors)[0];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8 px-5 pb-8">
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-neutral-900">{t('edit.photos')}</h2>
        <PhotoSlots
          media={values.media}
          onChange={(media) => form.setValue('media', media)}
          placeholders={me.media_placeholders}
          disabled={busy}
        />
      </section>
      <AboutSection form={form} busy={busy} />
      <ChoiceChips
        type="radio"
        legend="section"
        label={t('edit.sexuality')}
        options={SEXUALITIES}
        value={values.sexuality}
        onChange={(sexuality) => form.setValue('sexuality', sexuality)}
        optionLabel={option}
        disabled={busy}
      />
      <ChoiceChips
        type="radio"
        legend="section"
        label={t('edit.intention')}
        options={RELATIONSHIP_INTENTIONS}
        value={values.intention}
        onChange={(intention) => form.setValue('intention', intention)}
        optionLabel={option}
        disabled={busy}
      />
      <ChoiceChips
        type="checkbox"
        legend="section"
        label={t('edit.interestedIn')}
        options={INTERESTED_IN_OPTIONS}
        selected={values.interestedIn}
        onToggle={(choice) =>
          form.setValue('interestedIn', (current) => toggleInterestedIn(current, choice))
        }
        optionLabel={option}
        disabled={busy}
      />
      <div className="flex flex-col gap-3">
        <label htmlFor={`${id}-bio`} className="text-lg font-semibold text-neutral-900">
          {t('edit.bio')}
        </label>
        <textarea
          id={`${id}-bio`}
          rows={5}
          value={values.bio}
          disabled={busy}
          onChange={(event) => form.setValue('bio', event.target.value)}
          placeholder={t('edit.bioPlaceholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
        <ZawgyiHint value={values.bio} onAccept={(text) => form.setValue('bio', text)} />
      </div>
      <DiscoverySection form={form} busy={busy} />
      <SaveFooter pending={save.isPending} readOnly={readOnly} saved={saved} failure={failure} />
      {leaveDialog}
    </form>
  );
}

/** /settings/edit-profile (docs/product.md#profile-and-settings). */
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
