import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs`; an emptied value passes at once. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  // Clearing the search shows everything again without waiting (state adjusted while rendering).
  if (value === '' && settled !== value) setSettled(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === '' ? value : settled;
}
