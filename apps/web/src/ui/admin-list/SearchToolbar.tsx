import { type ComponentProps, type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SearchField, useDebouncedValue } from './ListToolbar';
import { useSearchParamsHere } from './useSearchParamsHere';

/**
 * The URL's query and a setter for one of its parameters: an empty value removes it, and the
 * history entry is replaced, so filters survive a reload without piling up back-button steps.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParamsHere();
  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { params, setParam };
}

/**
 * A SearchField's text (spread `box` onto it) and what it searches for: the text trimmed, once
 * typing pauses.
 */
export function useSearchBox(initial: string) {
  const [value, setValue] = useState(initial);
  const typed = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  return [{ value, onChange: setValue }, typed] as const;
}

/** A list's search box and its filter (children): side by side from md up, stacked on phones. */
export function SearchToolbar({
  children,
  ...search
}: ComponentProps<typeof SearchField> & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <SearchField {...search} />
      {children}
    </div>
  );
}
