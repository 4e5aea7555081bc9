import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signInForEntry, type ClientConfig } from '@chorus/client';
import { signInMessages, type EntryHandle } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Actions, FinePrint, Form, Header, Subtitle, Title } from '../widget-kit/form.styles.ts';
import { messagesOf } from '../widget-kit/use-resource.ts';

/** A fan signed in inside a widget: a contest-entry token held in memory only, the login it belongs to, its handles. */
export interface EntrySignIn {
  token: string;
  username: string;
  expiresAt: string;
  /** What the entry form offers as the creator (a signed-in entry must name one of them). */
  handles?: readonly EntryHandle[];
}

export interface SignInStepProps {
  /** Where the Chorus API is (the token is never sent: signing in makes one). */
  config: ClientConfig;
  /** The Chorus origin, for the Forgot password page (opened in a new tab, so the fan stays on this page). */
  apiBase: string;
  /** Why signing in is asked for (the contest's "please log in"). */
  reason: string;
  /** A line above the form, such as a sign-in that expired. */
  notice?: string | null;
  /** Inside a dialog that already shows a title: the step's heading is one level down. */
  bare?: boolean;
  onSignedIn: (session: EntrySignIn) => void;
  onError?: (messages: string[]) => void;
}

type Field = 'username' | 'password';

/**
 * Signing in without leaving the page (an embed on an artist's site): email and password, the login's own messages,
 * a Forgot password link to the Chorus page in a new tab. Focus moves to the email field when the step shows; a
 * refusal is announced (role="alert") and a missing field is focused.
 */
export function SignInStep({ config, apiBase, reason, notice, bare, onSignedIn, onError }: SignInStepProps) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const introId = `chorus-${useId()}-sign-in`;

  useEffect(() => {
    refs.username.current?.focus();
    // Once, when the step shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errors: Record<Field, string | null> = {
    username: values.username.trim() ? null : signInMessages.usernameRequired,
    password: values.password ? null : signInMessages.passwordRequired,
  };
  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    const invalid = (['username', 'password'] as const).find((f) => errors[f]);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const res = await signInForEntry(config, { username: values.username.trim().toLowerCase(), password: values.password });
      onSignedIn(res.results.data);
    } catch (err) {
      const messages = messagesOf(err);
      setFailure(messages);
      onError?.(messages);
      refs.password.current?.select();
    } finally {
      setBusy(false);
    }
  };

  const forgot = `${apiBase.replace(/\/$/, '')}/forgot-password`;
  return (
    <>
      <Header>
        <Title as={bare ? 'h3' : 'h2'}>Log in to enter</Title>
        <Subtitle id={introId}>{reason}</Subtitle>
      </Header>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <Form noValidate onSubmit={onSubmit} part="sign-in-form" aria-label="Log in to enter" aria-describedby={introId}>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={values.username}
          onChange={set('username')}
          error={touched ? errors.username : null}
          inputRef={refs.username}
          required
          data-autofocus
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={touched ? errors.password : null}
          inputRef={refs.password}
          required
        />
        {failure ? (
          <Alert tone="danger" part="server-error">
            {failure.map((m) => (
              <span key={m}>{m}</span>
            ))}
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" size="lg" fullWidth loading={busy} part="sign-in-button">
            Log In
          </Button>
          <FinePrint>
            <a href={forgot} target="_blank" rel="noopener noreferrer">
              Forgot password?
            </a>{' '}
            (opens Chorus in a new tab)
          </FinePrint>
        </Actions>
      </Form>
    </>
  );
}
