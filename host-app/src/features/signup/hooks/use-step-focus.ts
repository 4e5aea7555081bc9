import { useEffect, useRef } from 'react';

/**
 * Moves focus to the step's heading whenever the step changes (not on first render), so screen-reader and
 * keyboard users start each step at its top and hear its name.
 */
export function useStepFocus<T extends HTMLElement>(step: number) {
  const headingRef = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}
