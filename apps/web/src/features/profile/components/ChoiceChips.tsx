import { useId } from 'react';
import { cn } from '../../../ui';

export interface ChoiceChipsProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  /** 'radio': one choice; 'checkbox': several. */
  type: 'radio' | 'checkbox';
  onToggle: (value: T) => void;
  labelOf: (value: T) => string;
  disabled?: boolean;
}

/** Native radios or checkboxes drawn as chips (keyboard and screen readers as usual). */
export function ChoiceChips<T extends string>({
  legend,
  options,
  selected,
  type,
  onToggle,
  labelOf,
  disabled,
}: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold text-neutral-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((value) => {
          const checked = selected.includes(value);
          return (
            <label
              key={value}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium',
                'has-focus-visible:ring-2 has-focus-visible:ring-rose-500 has-focus-visible:ring-offset-2',
                checked
                  ? 'border-rose-600 bg-rose-600 text-white'
                  : 'border-neutral-300 bg-white text-neutral-800 hover:border-rose-300',
              )}
            >
              <input
                type={type}
                name={name}
                value={value}
                checked={checked}
                onChange={() => onToggle(value)}
                className="sr-only"
              />
              {labelOf(value)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
