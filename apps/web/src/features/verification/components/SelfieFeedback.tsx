import type { SelfieCheckResponse, VerificationChallenge } from '@dating/shared';
import { CircleCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../../ui';

/** What the check saw that deserves a retake, or null when nothing does. */
export function selfieProblem(check: SelfieCheckResponse | undefined) {
  if (!check) return null;
  if (check.faces === 0) return 'noFace' as const;
  if (check.faces > 1) return 'manyFaces' as const;
  return check.pose === 'not_seen' ? ('poseNotSeen' as const) : null;
}

/**
 * The instant check of the selfie on screen (docs/product.md#verification): a line while it
 * runs, a quiet note when the face is seen, and when no face, several faces or not the asked
 * pose is seen, a warning with Retake first and "Use it anyway" second: a person reviews every
 * request, so the member may keep it.
 */
export function SelfieFeedback({
  check,
  checking,
  challenge,
  accepted,
  onRetake,
  onAccept,
}: {
  check: SelfieCheckResponse | undefined;
  checking: boolean;
  challenge: VerificationChallenge;
  accepted: boolean;
  onRetake: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation('verification');
  if (checking) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-600">
        <Spinner />
        {t('check.checking')}
      </p>
    );
  }
  if (!check) return null;
  const problem = selfieProblem(check);
  if (!problem) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('check.ok')}
      </p>
    );
  }
  const message = t(`check.${problem}`, {
    faces: check.faces,
    pose: t(`challenges.${challenge}`),
  });
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <p className="flex gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
      {accepted ? (
        <p className="text-sm">{t('check.kept')}</p>
      ) : (
        <>
          <p className="text-sm">{t('check.reviewNote')}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={onRetake}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('camera.retake')}
            </Button>
            <Button variant="secondary" onClick={onAccept}>
              {t('check.useAnyway')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
