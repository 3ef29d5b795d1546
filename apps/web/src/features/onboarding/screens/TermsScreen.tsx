import { Flag, Handshake, type LucideIcon, ShieldAlert, Smile, UserCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';

const RULES: { key: string; icon: LucideIcon }[] = [
  { key: 'yourself', icon: Smile },
  { key: 'respectful', icon: Handshake },
  { key: 'noHarm', icon: ShieldAlert },
  { key: 'adults', icon: UserCheck },
  { key: 'report', icon: Flag },
];

/** Community rules with a checkbox that must be ticked (docs/product.md#onboarding). */
export function TermsScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('terms');
  const checkboxId = useId();
  const accepted = draft.terms_accepted === true;

  return (
    <StepShell
      title={t('terms.heading')}
      subtitle={t('terms.subtitle')}
      onContinue={goOn}
      continueDisabled={!accepted}
    >
      <ul className="flex flex-col gap-4">
        {RULES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-neutral-900">{t(`terms.rules.${key}.title`)}</p>
              <p className="text-sm text-neutral-600">{t(`terms.rules.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex min-h-11 items-center gap-3 rounded-2xl bg-rose-50 p-4">
        <Checkbox
          id={checkboxId}
          size="lg"
          checked={accepted}
          onCheckedChange={(checked) => update({ terms_accepted: checked })}
        />
        <label
          htmlFor={checkboxId}
          className="flex-1 cursor-pointer py-2 font-medium text-neutral-900"
        >
          {t('terms.agree')}
        </label>
      </div>
    </StepShell>
  );
}
