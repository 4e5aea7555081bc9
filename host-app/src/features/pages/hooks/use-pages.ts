import type { LegalType } from '@chorus/core';
import { useCallback, useRef, useState } from 'react';
import { useQuery } from '../../../hooks/use-query.ts';
import { fetchFaq, fetchLegal, type FaqAudience } from '../api/pages.ts';

/** The FAQ list of an audience, or one question of it; `faqId` null asks nothing (a detail link without an id). */
export function useFaq(audience: FaqAudience, faqId?: number | null) {
  const key = faqId === null ? null : `faq|${audience}|${faqId ?? ''}`;
  return useQuery(key, (signal) => fetchFaq(audience, faqId ?? undefined, signal));
}

export function useLegal(type: LegalType) {
  return useQuery(`legal|${type}`, (signal) => fetchLegal(type, signal));
}

export type SubmitState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'error'; error: unknown };

/**
 * One send of a form: idle → sending → sent (the form then stays submitted: 'Already Submitted') or error (the
 * user may try again). A second send while one is in flight is ignored.
 */
export function useSubmit<A extends unknown[]>(send: (...args: A) => Promise<string | undefined>, fallbackMessage: string) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const busy = useRef(false);
  const submit = useCallback(
    async (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'sending' });
      try {
        const message = await send(...args);
        setState({ status: 'sent', message: message ?? fallbackMessage });
      } catch (error) {
        setState({ status: 'error', error });
      } finally {
        busy.current = false;
      }
    },
    [send, fallbackMessage],
  );
  return { state, submit };
}
