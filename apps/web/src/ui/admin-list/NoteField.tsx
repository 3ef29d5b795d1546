import { type ChangeEvent, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';

export interface NoteFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** The limit the shared schema (and the server) enforce. */
  maxLength: number;
  /** The form's message for this field (e.g. the schema's "too long"). */
  error?: string;
  hint?: string;
}

/**
 * A note or reason box with a live counter (`12 / 500`). Over the limit the counter turns into
 * an error and the box is marked invalid; the text is never cut (no `maxlength` attribute, which
 * would silently drop the end of a paste) — the form's schema refuses it, as the server does.
 */
export function NoteField({
  label,
  value,
  onChange,
  maxLength,
  error,
  hint,
  id,
  className,
  rows = 3,
  ...rest
}: NoteFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const counterId = `${fieldId}-counter`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const length = value.length;
  const over = length > maxLength;
  const describedBy = [error ? errorId : null, hint ? hintId : null, counterId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        value={value}
        onChange={onChange}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'rounded-xl border bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-400',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
          error || over ? 'border-red-500' : 'border-neutral-300',
        )}
        {...rest}
      />
      {/* Wraps when both do not fit (a narrow dialog): the message keeps a readable width. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 text-xs">
        {(hint || error) && (
          <div className="min-w-0 flex-[1_1_12rem]">
            {hint && !error && (
              <p id={hintId} className="text-neutral-500">
                {hint}
              </p>
            )}
            {error && (
              <p id={errorId} role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        )}
        <p
          id={counterId}
          aria-live="polite"
          data-over={over || undefined}
          className={cn(
            'ml-auto shrink-0 tabular-nums',
            over ? 'font-semibold text-red-600' : 'text-neutral-500',
          )}
        >
          {over
            ? t('noteField.over', { length, max: maxLength, extra: length - maxLength })
            : t('noteField.count', { length, max: maxLength })}
        </p>
      </div>
    </div>
  );
}
