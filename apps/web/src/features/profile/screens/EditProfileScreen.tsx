import {
  type OwnProfile,
  PROFILE_SAVED_MESSAGE_MS,
  updateProfileRequestSchema,
} from '@dating/shared';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useLeaveGuard, useSchemaForm } from '../../../lib/forms';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Skeleton, useViewingAs } from '../../../ui';
import { useMe, useUpdateProfile } from '../api';
import {
  AboutSection,
  BasicsSection,
  FormSection,
  LocationSection,
  LookingForSection,
} from '../components/EditSections';
import { PhotoSlots } from '../components/PhotoSlots';
import { PromptsSection } from '../components/PromptsSection';
import { SaveBar } from '../components/SaveBar';
import {
  changedFields,
  type EditProfileForm,
  formFromProfile,
  hasUnsavedChanges,
} from '../editForm';

/** The form's values → the PATCH body (only what changed), checked by the server's schema. */
function patchSchema(me: OwnProfile) {
  return z
    .custom<EditProfileForm>()
    .transform((form) => changedFields(form, me))
    .pipe(updateProfileRequestSchema);
}

function EditForm({ me }: { me: OwnProfile }) {
  const { t } = useTranslation('profile');
  const save = useUpdateProfile();
  const schema = useMemo(() => patchSchema(me), [me]);
  const form = useSchemaForm({ schema, initialValues: formFromProfile(me) });
  const values = form.values;
  // Leaving with unsaved changes (a new main photo included) asks first.
  const changed = hasUnsavedChanges(values, me);
  const leaveDialog = useLeaveGuard(changed);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

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
    // No bottom padding: the sticky Save bar is the form's last child and ends the page.
    <form onSubmit={submit} noValidate className="flex flex-col gap-8 px-5">
      <FormSection title={t('edit.photos')}>
        <PhotoSlots
          media={values.media}
          onChange={(media) => form.setValue('media', media)}
          placeholders={me.media_placeholders}
          disabled={busy}
        />
      </FormSection>
      <AboutSection form={form} busy={busy} />
      <BasicsSection form={form} busy={busy} />
      <LookingForSection form={form} busy={busy} />
      <LocationSection form={form} busy={busy} />
      {/* Saved on its own (its own button): the sticky Save is for the fields above. */}
      <PromptsSection readOnly={readOnly} />
      <SaveBar
        pending={save.isPending}
        readOnly={readOnly}
        changed={changed}
        saved={saved}
        failure={failure}
      />
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
      {me.isError && !me.data && (
        <p role="alert" className="px-5 text-neutral-700">
          {errorText(me.error, t)}
        </p>
      )}
      {me.data && <EditForm key={me.data.user_id} me={me.data} />}
    </section>
  );
}
