import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { postAcceptInvite } from '../api/studio.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/**
 * An invitation's link: accepting joins the organiser login of the invited email, or, for an email new to Chorus,
 * makes that login with the name and password given here (the link proved the email).
 */
export function InviteAcceptForm({ inviteId, inviteToken }: { inviteId: number; inviteToken: string }) {
  const [v, setV] = useState({ firstName: '', lastName: '', password: '', passwordConfirm: '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string[] | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const field = (f: keyof typeof v) => ({ value: v[f], onChange: (e: { target: { value: string } }) => setV((x) => ({ ...x, [f]: e.target.value })) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(null);
    const details = Object.fromEntries(Object.entries(v).filter(([, value]) => value !== ''));
    try {
      const { results } = await postAcceptInvite({ inviteId, inviteToken, ...details });
      setJoined(messages.organisation.invite.joined(results.data.name));
    } catch (err) {
      setFailed(err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error]);
    } finally {
      setBusy(false);
    }
  }

  if (joined)
    return (
      <div role="status">
        <Alert tone="success">{joined}</Alert>
        <p>
          <Link to="/login?returnTo=%2Fstudio">Log in to the studio</Link>
        </p>
      </div>
    );
  return (
    <Form onSubmit={submit} noValidate aria-label="Accept the invitation">
      {failed ? (
        <Alert tone="danger" title="The invitation was not accepted">
          {failed.join(' ')}
        </Alert>
      ) : null}
      <p>Already have an organiser login on this email? Just accept. New to Chorus? Choose your name and a password first.</p>
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('passwordConfirm')} />
      <Button type="submit" loading={busy}>
        Accept the invitation
      </Button>
    </Form>
  );
}
