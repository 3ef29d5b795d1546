import { ageFromBirthdate, onboardingRequestSchema } from '@dating/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/forms';
import { numberFormat } from '../../../lib/intl';
import { type OnboardingStep, paths } from '../../../lib/paths';
import { SESSION_QUERY_KEY } from '../../../lib/queryClient';
import { offerPromptsCard } from '../../profile';
import { useCompleteOnboarding } from '../api';
import { StepShell } from '../components/StepShell';
import {
  clearDraft,
  firstIncompleteStepBefore,
  onboardingRequestValues,
  useOnboardingDraft,
} from '../draft';

function Row({
  label,
  step,
  children,
}: {
  label: string;
  step: OnboardingStep;
  children: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  return (
    // dt and dd stay direct children of the row (a dl's div groups): the edit link is a dd too.
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 py-3">
      <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="row-span-2 -my-2">
        <Link
          to={paths.onboarding(step)}
          aria-label={t('finish.editLabel', { field: label })}
          className="inline-flex size-11 items-center justify-center rounded-full text-rose-600 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Link>
      </dd>
      <dd className="col-start-1 mt-0.5 break-words text-neutral-900">{children}</dd>
    </div>
  );
}

/** A summary of the draft and Finish: POST /api/me/onboarding, then /home. */
export function FinishScreen() {
  const { t, i18n } = useTranslation('onboarding');
  const { draft } = useOnboardingDraft();
  const complete = useCompleteOnboarding();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: onboardingRequestSchema,
    values: onboardingRequestValues(draft),
  });
  const [failed, setFailed] = useState(false);
  // The reason, when there is one worth showing: the schema's, or a refused request's (400).
  const detail = failed ? (form.formError ?? Object.values(form.errors)[0] ?? null) : null;
  const option = (value: string | undefined) => (value ? t(`options.${value}`) : '');

  async function done() {
    clearDraft();
    await navigate(paths.home, { replace: true });
  }

  async function onFinish() {
    setFailed(false);
    form.clearErrors();
    const request = await form.validate();
    if (!request) {
      const missing = firstIncompleteStepBefore('finish', draft);
      if (missing) return navigate(paths.onboarding(missing));
      console.error('The onboarding draft is incomplete', draft);
      return setFailed(true);
    }
    // The deck then offers the optional prompts card (docs/product.md#profile-prompts); set
    // first, as the guards move the member to /home as soon as the profile is saved.
    offerPromptsCard(true);
    try {
      await complete.mutateAsync(request);
    } catch (error) {
      offerPromptsCard(false);
      if (isApiError(error) && error.code === 'ONBOARDING_ALREADY_COMPLETE') {
        await client.refetchQueries({ queryKey: SESSION_QUERY_KEY });
        return done();
      }
      console.error('Saving the onboarding failed', error);
      if (isApiError(error) && error.status === 400) form.setServerError(error);
      return setFailed(true);
    }
    await done();
  }

  const age = draft.birthdate ? ageFromBirthdate(draft.birthdate) : null;
  const avatar = draft.media?.[0];
  const gender = option(draft.gender);

  return (
    <StepShell
      title={t('finish.heading')}
      subtitle={t('finish.subtitle')}
      onContinue={() => void onFinish()}
      continueLabel={complete.isPending ? t('finish.submitting') : t('finish.submit')}
      busy={complete.isPending}
      error={
        failed ? (
          <>
            {t('finish.failed')}
            {detail ? <span className="mt-1 block font-medium">{detail}</span> : null}
          </>
        ) : null
      }
    >
      <div className="flex items-center gap-4">
        {avatar ? (
          <img
            src={avatar.url}
            alt=""
            className="size-20 shrink-0 rounded-full object-cover ring-4 ring-rose-100"
          />
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-xl font-bold text-neutral-900">
            {t('finish.nameAge', {
              name: draft.first_name ?? '',
              age: age === null ? '' : numberFormat(i18n.language).format(age),
            })}
          </p>
          <p className="flex items-center gap-1 text-neutral-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {draft.city}
          </p>
        </div>
      </div>
      <dl className="divide-y divide-neutral-100 rounded-2xl border border-neutral-200 px-4">
        <Row label={t('finish.gender')} step="identity">
          {draft.show_gender === false ? t('finish.genderHidden', { gender }) : gender}
          {draft.pronouns ? ` · ${draft.pronouns}` : ''}
        </Row>
        <Row label={t('finish.sexuality')} step="sexuality">
          {option(draft.sexuality)}
        </Row>
        <Row label={t('finish.interestedIn')} step="sexuality">
          {(draft.interested_in ?? []).map(option).join(', ')}
        </Row>
        <Row label={t('finish.intention')} step="intention">
          {option(draft.relationship_intention)}
        </Row>
        <Row label={t('finish.photos')} step="photos">
          <span className="mt-1 flex gap-2">
            {(draft.media ?? []).map((photo) => (
              <img
                key={photo.path}
                src={photo.url}
                alt=""
                className="size-10 rounded-lg object-cover"
              />
            ))}
          </span>
          <span className="sr-only">
            {t('finish.photoCount', { count: draft.media?.length ?? 0 })}
          </span>
        </Row>
        <Row label={t('finish.bio')} step="bio">
          <span className="whitespace-pre-line">{draft.bio}</span>
        </Row>
      </dl>
    </StepShell>
  );
}
