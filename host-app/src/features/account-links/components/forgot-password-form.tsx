import { ApiError } from '@chorus/client';
import { messages, passwordResetBody } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { postPasswordReset } from '../api/account-links.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** The forgot-password form: one email; the server's answer (the same for every email) or 'An error has occured'. */
export function ForgotPasswordForm() {
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordResetBody.safeParse({ username });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.email.invalid);
      return;
    }
    setFieldError(undefined);
    setPending(true);
    setOutcome(null);
    try {
      const answer = await postPasswordReset(parsed.data.username);
      setOutcome({ tone: 'success', text: answer.results.message ?? messages.accountLinks.resetSent });
    } catch (err) {
      // A refusal the server explains (too many requests, a bad email) in its words; anything else, the spec's line.
      const text = err instanceof ApiError && err.status < 500 && err.messages[0] ? err.messages[0] : messages.accountLinks.forgotError;
      setOutcome({ tone: 'danger', text });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Request a password reset link">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <TextField
        label="Email"
        name="username"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldError}
        required
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? 'Sending…' : 'Send Reset Link'}
      </Button>
    </Form>
  );
}
