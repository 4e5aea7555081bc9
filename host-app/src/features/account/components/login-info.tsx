import { accountMessages as am, passwordMessages, passwordRules, type UsernameDetailResponse } from '@chorus/core';
import { Button, TextField, token, VisuallyHidden } from '@chorus/ui';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Actions, Form, Muted } from '../../../components/form/form-layout.ts';
import { postConfirmUsername, postPassword, postUsername } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { FormOutcome, Section } from './form-parts.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Rules = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
  li {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  li[data-ok='true'] {
    color: ${token('color-success')};
  }
  li[data-ok='false'] {
    color: ${token('color-text-muted')};
  }
`;

/**
 * The login email and its change (accounts.md §5: 'Invalid Email'; the change waits for the new address's link).
 * The current password is asked again: only the account's owner may change its login, and the old address is told.
 */
export function UsernameForm({ detail, onRequested }: { detail: UsernameDetailResponse['results']; onRequested: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, outcome, run } = useSubmit();
  const valid = EMAIL.test(email.trim());
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return setTouched(true);
    if (!password) return;
    if (await run(() => postUsername(email.trim(), password))) {
      setEmail('');
      setPassword('');
      setTouched(false);
      onRequested();
    }
  }
  return (
    <Section aria-labelledby="username-title">
      <h2 id="username-title">Login Email</h2>
      <Muted>
        You log in with <strong>{detail.LogInUsername ?? 'no email yet'}</strong>.
      </Muted>
      {detail.PendingUsername ? (
        <Muted role="status">
          Waiting for confirmation: follow the link we sent to <strong>{detail.PendingUsername}</strong> to make it your login email.
        </Muted>
      ) : null}
      <Form noValidate onSubmit={submit} aria-label="Change login email">
        <TextField
          label="New login email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && email && !valid ? am.email : undefined}
        />
        <TextField
          label="Your current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="We ask again: only you can change your login email. Your current address is told about it, with a way to undo it."
        />
        <FormOutcome outcome={outcome} />
        <Actions>
          <Button type="submit" disabled={!valid || !password} loading={busy}>
            Update Email
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}

/**
 * Change password (accounts.md §5): every rule shown live; enabled only when the new password is valid, the
 * current one is filled in and the confirmation matches. The server signs out the other sessions.
 */
export function PasswordForm() {
  const [original, setOriginal] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, outcome, run } = useSubmit();
  const results = passwordRules.map((r) => ({ ...r, ok: r.test(next) }));
  const mismatch = confirm !== '' && confirm !== next;
  const enabled = original !== '' && results.every((r) => r.ok) && confirm === next;
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!enabled) return;
    if (await run(() => postPassword(original, next))) {
      setOriginal('');
      setNext('');
      setConfirm('');
    }
  }
  return (
    <Section aria-labelledby="password-title">
      <h2 id="password-title">Change Password</h2>
      <Form noValidate onSubmit={submit} aria-label="Change password">
        <TextField label="Current password" type="password" autoComplete="current-password" value={original} onChange={(e) => setOriginal(e.target.value)} />
        <TextField label="New password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} aria-describedby="password-rules" />
        <Rules id="password-rules" aria-label="Password rules">
          {results.map((r) => (
            <li key={r.id} data-ok={r.ok}>
              {r.ok ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
              {r.message}
              <VisuallyHidden>{r.ok ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </li>
          ))}
        </Rules>
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? passwordMessages.mismatch : undefined}
        />
        <FormOutcome outcome={outcome} />
        <Actions>
          <Button type="submit" disabled={!enabled} loading={busy}>
            Change Password
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}

/** Follows an emailed username link (`?username_token&username_token_uid`) once, and says how it went. */
export function UsernameLinkNotice({ token: linkToken, id, onDone }: { token: string; id: string; onDone: () => void }) {
  const { outcome, run } = useSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(() => postConfirmUsername(linkToken, id)).then(onDone);
  }, [linkToken, id, run, onDone]);
  return <FormOutcome outcome={outcome} />;
}
