import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../cn';

/** How long a search box waits for typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms` (searches ask the server after typing). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A labelled search box above a list. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex w-full max-w-md flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="min-h-12 w-full rounded-xl border border-neutral-300 bg-white pr-4 pl-10 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
      </div>
    </div>
  );
}

/** One-of-several filter as toggle buttons (aria-pressed) in a pill. */
export function FilterToggle<V extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex self-start rounded-full border border-neutral-200 bg-white p-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-11 rounded-full px-4 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
            value === option.value
              ? 'bg-rose-600 text-white'
              : 'text-neutral-700 hover:bg-neutral-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
