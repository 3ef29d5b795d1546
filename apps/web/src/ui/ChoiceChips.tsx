import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from './cn';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2';
const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
const chipOff =
  'border-neutral-300 bg-white text-neutral-800 hover:border-rose-300 hover:bg-rose-50';
const chipOn = 'border-rose-600 bg-rose-600 text-white shadow-sm';

const row =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border px-4 py-3 text-left text-base font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
const rowOff =
  'border-neutral-300 bg-white text-neutral-800 hover:border-rose-300 hover:bg-rose-50';
const rowOn = 'border-rose-600 bg-rose-50 text-rose-800';

const LEGEND = {
  /** Like a text field's label (onboarding steps). */
  field: 'mb-2 text-sm font-medium text-neutral-800',
  /** A section heading of a longer form (Edit Profile). */
  section: 'mb-3 text-lg font-semibold text-neutral-900',
};

interface CommonProps<T extends string> {
  label: string;
  options: readonly T[];
  /** The visible (translated) name of an option. */
  optionLabel: (option: T) => string;
  error?: string | null;
  disabled?: boolean;
  legend?: keyof typeof LEGEND;
}

/** One choice of several: a radio group, as chips or full-width rows. */
interface SingleChoiceProps<T extends string> extends CommonProps<T> {
  type: 'radio';
  value: string | null | undefined;
  onChange: (value: T) => void;
  layout?: 'chips' | 'rows';
}

/**
 * Several choices at once: native checkboxes ('checkbox') or toggle buttons with aria-pressed
 * ('toggle', the onboarding chooser whose choices clear each other).
 */
interface MultipleChoiceProps<T extends string> extends CommonProps<T> {
  type: 'checkbox' | 'toggle';
  selected: readonly T[];
  onToggle: (value: T) => void;
}

export type ChoiceChipsProps<T extends string> = SingleChoiceProps<T> | MultipleChoiceProps<T>;

function RadioOptions<T extends string>({
  props,
  labelId,
  errorId,
}: {
  props: SingleChoiceProps<T>;
  labelId: string;
  errorId: string;
}) {
  const { options, optionLabel, value, onChange, error, disabled, layout = 'chips' } = props;
  return (
    <RadioGroup.Root
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      value={value ?? ''}
      onValueChange={(next) => onChange(next as T)}
      disabled={disabled}
      className={layout === 'rows' ? 'flex flex-col gap-2' : 'flex flex-wrap gap-2'}
    >
      {options.map((option) => {
        const on = value === option;
        const style =
          layout === 'rows' ? cn(row, on ? rowOn : rowOff) : cn(chip, on ? chipOn : chipOff);
        return (
          <RadioGroup.Item key={option} value={option} className={cn(style, focusRing)}>
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
  );
}

function MultipleOptions<T extends string>({ props }: { props: MultipleChoiceProps<T> }) {
  const { options, optionLabel, selected, onToggle, type } = props;
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => {
        const on = selected.includes(option);
        const mark = on ? <Check aria-hidden="true" className="size-4" /> : null;
        if (type === 'toggle') {
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option)}
              className={cn(chip, focusRing, on ? chipOn : chipOff)}
            >
              {optionLabel(option)}
              {mark}
            </button>
          );
        }
        return (
          <label
            key={option}
            className={cn(
              chip,
              'cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-rose-500 has-focus-visible:ring-offset-2',
              'has-disabled:cursor-not-allowed has-disabled:opacity-60',
              on ? chipOn : chipOff,
            )}
          >
            <input
              type="checkbox"
              value={option}
              checked={on}
              onChange={() => onToggle(option)}
              className="sr-only"
            />
            {optionLabel(option)}
            {mark}
          </label>
        );
      })}
    </div>
  );
}

/**
 * Choices drawn as chips, for every chooser of the app (onboarding steps, Edit Profile): a
 * labelled group with its error message wired to aria-describedby.
 */
export function ChoiceChips<T extends string>(props: ChoiceChipsProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const { label, error, disabled, legend = 'field' } = props;
  return (
    <fieldset
      disabled={disabled}
      // A radio group carries its own description; other choices are described as a group.
      aria-describedby={error && props.type !== 'radio' ? errorId : undefined}
      className="flex min-w-0 flex-col"
    >
      <legend id={labelId} className={LEGEND[legend]}>
        {label}
      </legend>
      {props.type === 'radio' ? (
        <RadioOptions props={props} labelId={labelId} errorId={errorId} />
      ) : (
        <MultipleOptions props={props} />
      )}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
