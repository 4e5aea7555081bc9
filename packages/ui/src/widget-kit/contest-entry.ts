import { useRef, useState } from 'react';
import { getContest, submitEntry, type ClientConfig } from '@chorus/client';
import { allowsAnonymous, contestMessages, type ContestDetail, type EntryBody, type EntryResult } from '@chorus/core';
import { messagesOf, useClientConfig, useResource, type ApiProps } from './use-resource.ts';

/** The contest a widget works on: the one handed in, or loaded by id. */
export function useContest(contestId: number, given: ContestDetail | undefined, api: ApiProps, onError?: (messages: string[]) => void) {
  const config = useClientConfig(api);
  const key = given ? null : `${config.baseUrl}|${config.token ?? ''}|${contestId}`;
  const resource = useResource(key, async (signal) => (await getContest(config, contestId, signal)).results.data, onError);
  return { config, contest: given ?? resource.data, resource };
}

/**
 * Why this contest takes no entry from this visitor right now, or null when it does. The server's eligibility
 * reason (country, continent, approval) is shown as it is; a visitor it refuses is asked to log in, as the
 * reason says, through the usual login prompt.
 */
export function entryBlocker(c: ContestDetail, signedIn: boolean): string | null {
  if (!c.isActive || c.hasEnded) return contestMessages.closed;
  if (c.milestone && c.milestone.approved >= c.milestone.cap) return contestMessages.milestoneReached;
  const why = c.eligibility?.reason;
  if (!signedIn && (why || !allowsAnonymous(c))) return contestMessages.loginRequired;
  return why ?? null;
}

/**
 * Why the server would not take this visitor's entry (their country, region, or a country it does not know), to
 * show beside the login prompt: a visitor sees restricted contests too (contests.md §4), and is told why, not
 * only asked to log in. Null when signed in (then the reason is the blocker itself) or when nothing stands in the way.
 */
export const visitorReason = (c: ContestDetail, signedIn: boolean): string | null => (signedIn ? null : (c.eligibility?.reason ?? null));

export interface SubmissionCallbacks {
  onSubmitted?: (entry: EntryResult) => void;
  onError?: (messages: string[]) => void;
}

export interface Submitted {
  entry: EntryResult;
  message: string;
}

/** Sends an entry (creator API when signed in, public API otherwise) and keeps the spinner, the server's messages and the result. */
export function useSubmission(config: ClientConfig, contestId: number, signedIn: boolean, fallbackMessage: string, callbacks: SubmissionCallbacks) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const inFlight = useRef(false);

  const submit = async (body: EntryBody): Promise<Submitted | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmitting(true);
    setErrors(null);
    try {
      const res = await submitEntry(config, contestId, body, signedIn);
      const done = { entry: res.results.data, message: res.results.message || fallbackMessage };
      setSubmitted(done);
      callbacks.onSubmitted?.(done.entry);
      return done;
    } catch (err) {
      const messages = messagesOf(err);
      setErrors(messages);
      callbacks.onError?.(messages);
      return null;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  const reset = () => {
    setSubmitted(null);
    setErrors(null);
  };
  return { submit, submitting, errors, submitted, reset };
}
