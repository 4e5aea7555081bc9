import { Alert } from '@chorus/ui';
import { useState } from 'react';
import { errorMessages } from '../../../hooks/use-query.ts';

export type Said = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The studio's buttons that change something: `run(key, action)` marks `busy` as `key` while the action runs, then
 * says what it answered (its words of success) or the server's refusal. `status` is the live region that says it.
 * Answers whether the action succeeded.
 */
export function useAction<K extends string = string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const run = async (key: K, action: () => Promise<string>): Promise<boolean> => {
    setBusy(key);
    setSaid(null);
    try {
      setSaid({ tone: 'success', text: await action() });
      return true;
    } catch (err) {
      setSaid({ tone: 'danger', text: errorMessages(err).join(' ') });
      return false;
    } finally {
      setBusy(null);
    }
  };
  const status = <div role="status">{said ? <Alert tone={said.tone}>{said.text}</Alert> : null}</div>;
  return { busy, said, setSaid, run, status };
}
