import { accountMessages as am, DEACTIVATE_LOGOUT_MS, DEACTIVATE_PHRASE, isDeactivatePhrase } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Actions, Form, Muted } from '../../../components/form/form-layout.ts';
import { postDeactivate } from '../api/account.ts';

/**
 * Deactivate Account (accounts.md §4, §5, §8, §9): enabled only when the typed text is exactly 'Deactivate my
 * account'; after success the message shows and `onLoggedOut` runs 5 seconds later.
 */
export function DeactivateForm({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(onLoggedOut, DEACTIVATE_LOGOUT_MS);
    return () => clearTimeout(timer);
  }, [state, onLoggedOut]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!isDeactivatePhrase(typed)) return setState('failed');
    setBusy(true);
    try {
      await postDeactivate(typed);
      setState('done');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  }

  if (state === 'done') return <Alert tone="success" role="status">{am.deactivated}</Alert>;
  return (
    <Form noValidate onSubmit={submit} aria-label="Deactivate account">
      <Muted>
        Deactivating closes your account: you will be logged out and cannot log in again. Your payments and history are kept. To
        confirm, type <strong>{DEACTIVATE_PHRASE}</strong> below.
      </Muted>
      <TextField label={`Type "${DEACTIVATE_PHRASE}" to confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      {state === 'failed' ? <Alert tone="danger">{am.deactivateFailed}</Alert> : null}
      <Actions>
        <Button type="submit" variant="danger" disabled={!isDeactivatePhrase(typed)} loading={busy}>
          Deactivate Account
        </Button>
      </Actions>
    </Form>
  );
}
