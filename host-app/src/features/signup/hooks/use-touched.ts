import { useCallback, useState } from 'react';

/**
 * Which fields have been left (blurred) or shown all at once after a refused Next: errors appear for those only,
 * so a field is not called invalid before anyone typed in it.
 */
export function useTouched() {
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const touch = useCallback((name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name))), []);
  const shown = useCallback((name: string) => all || touched.has(name), [all, touched]);
  const showAll = useCallback(() => setAll(true), []);
  const reset = useCallback(() => {
    setAll(false);
    setTouched(new Set());
  }, []);
  return { touch, shown, showAll, reset };
}
