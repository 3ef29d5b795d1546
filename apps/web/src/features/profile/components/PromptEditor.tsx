import {
  hasVisibleText,
  PROMPT_ANSWER_MAX_LENGTH,
  PROMPT_IDS,
  PROMPT_MAX_ANSWERS,
  type PromptAnswer,
  type PromptAnswersResponse,
  type PromptId,
} from '@dating/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { errorText } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { useSavePrompts } from '../promptsApi';

type Answers = PromptAnswersResponse['prompts'];

const known = (id: string): id is PromptId => (PROMPT_IDS as readonly string[]).includes(id);

/**
 * Choose up to PROMPT_MAX_ANSWERS prompts and answer them (at most PROMPT_ANSWER_MAX_LENGTH
 * characters each), saved together with PUT /api/me/prompts. `onSaved` runs after a save.
 */
export function PromptEditor(props: {
  initial: Answers;
  disabled?: boolean;
  saveLabel?: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('prompts');
  const id = useId();
  const save = useSavePrompts();
  const [answers, setAnswers] = useState<PromptAnswer[]>(() =>
    props.initial.flatMap((p) => (known(p.prompt_id) ? [{ ...p, prompt_id: p.prompt_id }] : [])),
  );
  const [choice, setChoice] = useState('');
  const [saved, setSaved] = useState(false);
  const disabled = props.disabled || save.isPending;
  const full = answers.length >= PROMPT_MAX_ANSWERS;
  const left = PROMPT_IDS.filter((p) => !answers.some((a) => a.prompt_id === p));
  const complete = answers.every((a) => hasVisibleText(a.answer));

  const change = (next: PromptAnswer[]) => {
    setSaved(false);
    setAnswers(next);
  };
  const add = () => {
    if (!known(choice) || full) return;
    change([...answers, { prompt_id: choice, answer: '' }]);
    setChoice('');
  };
  const submit = () =>
    save.mutate(
      { prompts: answers.map((a) => ({ ...a, answer: a.answer.trim() })) },
      {
        onSuccess: () => {
          setSaved(true);
          props.onSaved?.();
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-600">{answers.length === 0 ? t('empty') : t('intro')}</p>
      {answers.map((a, index) => (
        <AnswerField
          key={a.prompt_id}
          answer={a}
          disabled={disabled}
          onChange={(text) =>
            change(answers.map((b, i) => (i === index ? { ...b, answer: text } : b)))
          }
          onRemove={() => change(answers.filter((_, i) => i !== index))}
        />
      ))}
      {full ? (
        <p className="text-sm text-neutral-600">{t('full')}</p>
      ) : (
        <div className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label htmlFor={`${id}-choose`} className="text-sm font-medium text-neutral-800">
              {t('choose')}
            </label>
            <select
              id={`${id}-choose`}
              value={choice}
              disabled={disabled}
              onChange={(event) => setChoice(event.target.value)}
              className="min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
            >
              <option value="">{t('chooseNone')}</option>
              {left.map((p) => (
                <option key={p} value={p}>
                  {t(`items.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={add} disabled={disabled || !choice}>
            {t('add')}
          </Button>
        </div>
      )}
      <Button onClick={submit} loading={save.isPending} disabled={disabled || !complete}>
        {props.saveLabel ?? t('save')}
      </Button>
      <div aria-live="polite" className="text-center text-sm">
        {saved && (
          <p role="status" className="font-medium text-emerald-700">
            {t('saved')}
          </p>
        )}
        {save.isError && (
          <p role="alert" className="font-medium text-red-600">
            {errorText(save.error)}
          </p>
        )}
      </div>
    </div>
  );
}

function AnswerField(props: {
  answer: PromptAnswer;
  disabled: boolean;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('prompts');
  const id = useId();
  const prompt = t(`items.${props.answer.prompt_id}`);
  const text = props.answer.answer;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-neutral-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <label htmlFor={id} className="pt-2 font-semibold text-rose-800">
          {prompt}
        </label>
        <button
          type="button"
          onClick={props.onRemove}
          disabled={props.disabled}
          aria-label={t('remove', { prompt })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={PROMPT_ANSWER_MAX_LENGTH}
        disabled={props.disabled}
        placeholder={t('placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => props.onChange(event.target.value)}
        className="rounded-xl border border-neutral-300 px-4 py-3 text-base text-neutral-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      />
      <p id={`${id}-count`} className="self-end text-xs text-neutral-500">
        {t('count', {
          length: formatNumber(text.length, i18n.language),
          max: formatNumber(PROMPT_ANSWER_MAX_LENGTH, i18n.language),
        })}
      </p>
    </div>
  );
}
