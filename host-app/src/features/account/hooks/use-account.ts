import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '../../../hooks/use-query.ts';
import * as api from '../api/account.ts';

const subjectKey = (s?: api.Subject) => (s ? `${s.ContactID}|${s.ContactUID}` : 'self');

export const useInformation = (subject?: api.Subject) => useQuery(`information|${subjectKey(subject)}`, (signal) => api.fetchInformation(subject, signal));
export const useProfiles = (subject?: api.Subject) => useQuery(`profiles|${subjectKey(subject)}`, (signal) => api.fetchProfiles(subject, signal));
export const useAccounts = () => useQuery('accounts', (signal) => api.fetchAccounts(signal));
/** The owner's account activity, one page at a time (null: not loaded, e.g. a delegate, who may not read it). */
export const useAccountActivity = (page: number, enabled: boolean) =>
  useQuery(enabled ? `activity|${page}` : null, (signal) => api.fetchActivity(page, signal));
export const useRoster = (enabled: boolean) => useQuery(enabled ? 'roster' : null, (signal) => api.fetchRoster(signal));
export const useTax = () => useQuery('tax', (signal) => api.fetchTax(signal));
export const useUsername = () => useQuery('username', (signal) => api.fetchUsername(signal));
export const useNotificationPreferences = () => useQuery('notification-preferences', (signal) => api.fetchNotificationPreferences(signal));
/** What a mailed unsubscribe link turns off (null token: nothing to load). */
export const useUnsubscribeLink = (token: string | null) => useQuery(token ? `unsubscribe|${token}` : null, (signal) => api.fetchUnsubscribe(token!, signal));

/** The creator a manager's Admin page works on, from `ContactID` and `UID` (or `ContactUID`) in the address. */
export function useSubjectParam(): api.Subject | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('ContactID'));
  const uid = params.get('ContactUID') ?? params.get('UID');
  return Number.isInteger(id) && id > 0 && uid ? { ContactID: id, ContactUID: uid } : undefined;
}

export type Outcome = { tone: 'success' | 'danger'; text: string; list?: string[] } | null;

/** The server's messages of a failed call, or the generic line. */
export const failureMessages = (err: unknown): string[] =>
  err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error];

/** One write at a time with its outcome: `run` resolves true when the call succeeded. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = useCallback(async (call: () => Promise<{ results: { message?: string } }>, failure?: string): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    try {
      const r = await call();
      setOutcome({ tone: 'success', text: r.results.message ?? 'Saved.' });
      return true;
    } catch (err) {
      const list = failureMessages(err);
      setOutcome(failure ? { tone: 'danger', text: failure, list } : { tone: 'danger', text: list.join(' ') });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, outcome, setOutcome, run };
}
