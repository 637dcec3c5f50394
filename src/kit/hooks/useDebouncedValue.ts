import { useEffect, useState } from 'react';

/** Search debounce of the portal (spec 1 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value, once it has not changed for delayMs. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
