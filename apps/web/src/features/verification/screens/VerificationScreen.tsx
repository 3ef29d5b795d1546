import {
  ERROR_MESSAGES,
  type VerificationChallenge,
  verificationChallengesSchema,
} from '@dating/shared';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, cn, Skeleton, useViewingAs, ViewAsReadOnly } from '../../../ui';
import { useSession } from '../../auth';
import { useSelfieCheck, useSubmitVerification, useVerification } from '../api';
import { ChallengeArt } from '../components/ChallengeArt';
import { SelfieCapture } from '../components/SelfieCapture';
import { SelfieFeedback, selfieProblem } from '../components/SelfieFeedback';
import { DeniedBanner, PendingCard, VerifiedCard } from '../components/StatusCards';
import { pickChallenges, releaseSelfie, type Selfie } from '../selfie';

const STEPS = 2;
type Selfies = [Selfie | null, Selfie | null];

const selfieSchema = z.custom<Selfie>((value) => value != null, {
  error: ERROR_MESSAGES.SELFIES_REQUIRED,
});

/** What POST /api/verification needs: two different selfies for two different challenges. */
const verificationFormSchema = z
  .object({ selfie1: selfieSchema, selfie2: selfieSchema })
  .refine(({ selfie1, selfie2 }) => selfie1.sha256 !== selfie2.sha256, {
    error: ERROR_MESSAGES.SELFIES_IDENTICAL,
  })
  .and(verificationChallengesSchema);

function StepHeader({ step, challenge }: { step: number; challenge: VerificationChallenge }) {
  const { t } = useTranslation('verification');
  const pose = t(`challenges.${challenge}`);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <p className="text-sm font-semibold text-rose-700">
          {t('step', { current: step, total: STEPS })}
        </p>
        <div className="flex flex-1 gap-1.5" aria-hidden="true">
          {Array.from({ length: STEPS }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of step markers
              key={i}
              className={cn('h-1.5 flex-1 rounded-full', i < step ? 'bg-rose-500' : 'bg-rose-100')}
            />
          ))}
        </div>
      </div>
      <div className="flex items-center gap-4 rounded-2xl border border-rose-100 bg-white p-3">
        <ChallengeArt
          challenge={challenge}
          label={t('example', { pose })}
          className="size-24 shrink-0"
        />
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            {t('copyPose')}
          </p>
          <h2 className="text-lg font-bold text-neutral-900">{pose}</h2>
        </div>
      </div>
    </div>
  );
}

/** The two steps: a pose each, a selfie each, then Submit Verification. */
function VerificationSteps({ submit }: { submit: ReturnType<typeof useSubmitVerification> }) {
  const { t } = useTranslation('verification');
  const session = useSession();
  const [challenges] = useState(pickChallenges);
  const [step, setStep] = useState(1);
  const [selfies, setSelfies] = useState<Selfies>([null, null]);
  const [challenge1, challenge2] = challenges;
  const form = useSchemaForm({
    schema: verificationFormSchema,
    values: { selfie1: selfies[0], selfie2: selfies[1], challenge1, challenge2 },
  });
  const error = form.formError ?? form.errors.selfie1 ?? form.errors.selfie2;
  const latest = useRef(selfies);
  latest.current = selfies;
  useEffect(() => () => latest.current.forEach(releaseSelfie), []);

  const current = selfies[step - 1] ?? null;
  const challenge = challenges[step - 1] as VerificationChallenge;
  // A View As tab changes nothing: disabled, and said so (issue 31); it checks nothing either.
  const readOnly = useViewingAs();
  const check = useSelfieCheck(current, challenge, !readOnly);
  // "Use it anyway" for the selfie of each step; a new selfie asks again.
  const [accepted, setAccepted] = useState<[boolean, boolean]>([false, false]);
  const held = selfieProblem(check.data) !== null && !accepted[step - 1];
  const accept = (value: boolean) =>
    setAccepted((before) => {
      const next: [boolean, boolean] = [...before];
      next[step - 1] = value;
      return next;
    });
  const setCurrent = (selfie: Selfie | null) => {
    form.clearErrors();
    accept(false);
    setSelfies((before) => {
      const next: Selfies = [...before];
      releaseSelfie(next[step - 1]);
      next[step - 1] = selfie;
      return next;
    });
  };
  const busy = submit.isPending;

  const sendChecked = form.handleSubmit((checked) => submit.mutateAsync(checked));
  const send = () => {
    if (!session.data) return form.setFormError(t('UNAUTHENTICATED', { ns: 'errors' }));
    void sendChecked();
  };

  return (
    <div className="flex flex-col gap-4">
      <StepHeader step={step} challenge={challenge} />
      <SelfieCapture
        key={step}
        step={step}
        value={current}
        onChange={setCurrent}
        disabled={busy}
        hideRetake={held}
      />
      {current && (
        <SelfieFeedback
          check={check.data}
          checking={check.isFetching}
          challenge={challenge}
          accepted={accepted[step - 1] ?? false}
          onRetake={() => setCurrent(null)}
          onAccept={() => accept(true)}
        />
      )}
      <FieldError message={error} alert look="box" />
      <ViewAsReadOnly />
      <div className="flex gap-3">
        {step > 1 && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => {
              form.clearErrors();
              setStep(step - 1);
            }}
          >
            {t('previous')}
          </Button>
        )}
        {step < STEPS ? (
          <Button
            className="flex-1"
            disabled={!current || busy || held}
            onClick={() => setStep(step + 1)}
          >
            {t('continue')}
          </Button>
        ) : (
          <Button
            className="flex-1"
            disabled={busy || readOnly || held}
            loading={busy}
            onClick={send}
          >
            {busy ? t('submitting') : t('submit')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /settings/verify (docs/product.md#verification). */
export function VerificationScreen() {
  const { t } = useTranslation('verification');
  const verification = useVerification();
  // Here, not in the steps: they are gone once the state turns pending.
  const submit = useSubmitVerification();
  const state = verification.data?.state;

  return (
    <section className="flex flex-1 flex-col pb-8">
      <div className="flex min-h-14 items-center px-2">
        <Link
          to={paths.settings}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-rose-700 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('back')}
        </Link>
      </div>
      <h1 className="px-5 pb-4 text-2xl font-bold text-neutral-900">{t('title')}</h1>
      <div className="flex flex-col gap-4 px-5">
        {submit.isSuccess && (
          <p
            role="status"
            className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
          >
            {t('success')}
          </p>
        )}
        {verification.isPending && (
          <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="aspect-[3/4] w-full" />
          </div>
        )}
        {verification.isError && (
          <div role="alert" className="flex flex-col items-start gap-3 text-neutral-700">
            <p>{errorText(verification.error, t)}</p>
            <Button variant="secondary" onClick={() => verification.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {state === 'verified' && <VerifiedCard />}
        {state === 'pending' && <PendingCard />}
        {(state === 'denied' || state === 'unverified') && (
          <>
            {state === 'denied' && <DeniedBanner notes={verification.data?.last_request?.notes} />}
            <p className="text-neutral-700">{t('intro')}</p>
            <VerificationSteps submit={submit} />
          </>
        )}
      </div>
    </section>
  );
}
