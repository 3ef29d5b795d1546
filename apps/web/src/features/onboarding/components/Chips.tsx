import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../../ui';
import { FieldError } from './StepShell';

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2';
const chipOff =
  'border-neutral-300 bg-white text-neutral-800 hover:border-rose-300 hover:bg-rose-50';
const chipOn = 'border-rose-600 bg-rose-600 text-white shadow-sm';

const row =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border px-4 py-3 text-left text-base font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2';
const rowOff =
  'border-neutral-300 bg-white text-neutral-800 hover:border-rose-300 hover:bg-rose-50';
const rowOn = 'border-rose-600 bg-rose-50 text-rose-800';

interface ChoiceProps<T extends string> {
  label: string;
  options: readonly T[];
  /** The visible (translated) name of an option. */
  optionLabel: (option: T) => string;
  error?: string | null;
}

/** One choice of several, as chips (or full-width rows): a Radix radio group. */
export function RadioChips<T extends string>({
  label,
  options,
  optionLabel,
  value,
  onChange,
  error,
  layout = 'chips',
}: ChoiceProps<T> & {
  value: string | undefined;
  onChange: (value: T) => void;
  layout?: 'chips' | 'rows';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-neutral-800">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        value={value ?? ''}
        onValueChange={(next) => onChange(next as T)}
        className={layout === 'rows' ? 'flex flex-col gap-2' : 'flex flex-wrap gap-2'}
      >
        {options.map((option) => {
          const on = value === option;
          const style =
            layout === 'rows' ? cn(row, on ? rowOn : rowOff) : cn(chip, on ? chipOn : chipOff);
          return (
            <RadioGroup.Item key={option} value={option} className={style}>
              <span>{optionLabel(option)}</span>
              {layout === 'rows' ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                    on ? 'border-rose-600 bg-rose-600 text-white' : 'border-neutral-300',
                  )}
                >
                  {on ? <Check className="size-4" /> : null}
                </span>
              ) : on ? (
                <Check aria-hidden="true" className="size-4" />
              ) : null}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Several choices at once, as toggle chips (aria-pressed). */
export function ToggleChips<T extends string>({
  label,
  options,
  optionLabel,
  selected,
  onToggle,
  error,
}: ChoiceProps<T> & { selected: readonly T[]; onToggle: (option: T) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-neutral-800">
        {label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would also need a legend; this group is labelled above */}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option)}
              className={cn(chip, on ? chipOn : chipOff)}
            >
              {optionLabel(option)}
              {on ? <Check aria-hidden="true" className="size-4" /> : null}
            </button>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
