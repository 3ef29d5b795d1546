import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  INTERESTED_IN_OPTIONS,
  RELATIONSHIP_INTENTIONS,
  SEARCH_RADIUS_MAX_KM,
  SEARCH_RADIUS_MIN_KM,
  SEARCH_RADIUS_STEP_KM,
  SEXUALITIES,
  toggleInterestedIn,
} from '@dating/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKm, formatNumber } from '../../../lib/format';
import { type SchemaForm, ZawgyiHint } from '../../../lib/forms';
import { ChoiceChips, TextField, ToggleSwitch } from '../../../ui';
import type { EditProfileForm } from '../editForm';
import { optionKey } from '../i18n';
import { RangeSlider } from './RangeSlider';

/** What a section of the edit form needs of it: the values, their setter, text-field bindings. */
export type EditFields = Pick<
  SchemaForm<EditProfileForm, unknown>,
  'values' | 'setValue' | 'field'
>;

interface SectionProps {
  form: EditFields;
  busy: boolean;
}

/**
 * One part of Edit Profile under its own h2, which names the region: a screen reader jumps
 * from heading to heading (or region to region) instead of through every field (issue 34).
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function useOptionLabel() {
  const { t } = useTranslation('profile');
  return (value: string) => t(optionKey(value), { defaultValue: value });
}

/** About you: first name and bio. */
export function AboutSection({ form, busy }: SectionProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const values = form.values;
  return (
    <FormSection title={t('edit.aboutYou')}>
      <TextField
        label={t('edit.firstName')}
        autoComplete="given-name"
        disabled={busy}
        {...form.field('firstName')}
      />
      <ZawgyiHint value={values.firstName} onAccept={(text) => form.setValue('firstName', text)} />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-bio`} className="text-sm font-medium text-neutral-800">
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
    </FormSection>
  );
}

/** Basics: pronouns, whether the gender shows, and sexuality. */
export function BasicsSection({ form, busy }: SectionProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const option = useOptionLabel();
  const values = form.values;
  return (
    <FormSection title={t('edit.basics')}>
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
      <ChoiceChips
        type="radio"
        label={t('edit.sexuality')}
        options={SEXUALITIES}
        value={values.sexuality}
        onChange={(sexuality) => form.setValue('sexuality', sexuality)}
        optionLabel={option}
        disabled={busy}
      />
    </FormSection>
  );
}

/** Looking for: the intention, whom the member wants to see, and their ages. */
export function LookingForSection({ form, busy }: SectionProps) {
  const { t, i18n } = useTranslation('profile');
  const option = useOptionLabel();
  const values = form.values;
  const lang = i18n.language;
  return (
    <FormSection title={t('edit.lookingFor')}>
      <ChoiceChips
        type="radio"
        label={t('edit.intention')}
        options={RELATIONSHIP_INTENTIONS}
        value={values.intention}
        onChange={(intention) => form.setValue('intention', intention)}
        optionLabel={option}
        disabled={busy}
      />
      <ChoiceChips
        type="checkbox"
        label={t('edit.interestedIn')}
        options={INTERESTED_IN_OPTIONS}
        selected={values.interestedIn}
        onToggle={(choice) =>
          form.setValue('interestedIn', (current) => toggleInterestedIn(current, choice))
        }
        optionLabel={option}
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
    </FormSection>
  );
}

/** Location: the search location and how far from it to look. */
export function LocationSection({ form, busy }: SectionProps) {
  const { t, i18n } = useTranslation('profile');
  const values = form.values;
  return (
    <FormSection title={t('edit.location')}>
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
        valueText={formatKm(values.radius, i18n.language)}
        value={[values.radius]}
        onValueChange={([radius]) => radius !== undefined && form.setValue('radius', radius)}
        min={SEARCH_RADIUS_MIN_KM}
        max={SEARCH_RADIUS_MAX_KM}
        step={SEARCH_RADIUS_STEP_KM}
        disabled={busy}
      />
    </FormSection>
  );
}
