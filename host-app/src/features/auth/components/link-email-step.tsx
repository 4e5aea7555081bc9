import { ApiError, linkEmail } from '@chorus/client';
import { messages } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiConfig } from '../../../lib/api-client.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  h2 {
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface LinkEmailStepProps {
  /** The session token the login just made (sent as x-api-key, as the spec's call does; the cookie is set too). */
  token: string;
  /** Goes on into the portal (after step 3, or when the user leaves linking for later). */
  onDone: () => void;
}

/**
 * Login steps 2 and 3 (accounts.md §2, §4, §5, §8): a login that is a username, not an email, is asked to link a
 * unique email (`POST username`; 'Invalid Email' until the address is valid, the button disabled); on success
 * step 3 thanks them and says a verification email was sent. Any refusal reads 'Duplicate or Invalid Credentials'.
 */
export function LinkEmailStep({ token, onDone }: LinkEmailStepProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valid = EMAIL.test(email.trim());

  useEffect(() => headingRef.current?.focus(), [sent]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid || pending) return;
    setPending(true);
    setError(null);
    try {
      const address = email.trim().toLowerCase();
      await linkEmail({ ...apiConfig(), token }, address);
      setSent(address);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? messages.login.linkEmailFailed : messages.generic.error);
    } finally {
      setPending(false);
    }
  }

  if (sent)
    return (
      <Form aria-label="Email verification sent" onSubmit={(e) => (e.preventDefault(), onDone())}>
        <h2 ref={headingRef} tabIndex={-1}>
          Thanks for registering!
        </h2>
        <Alert tone="success">{messages.login.linkEmailThanks(sent)}</Alert>
        <Button type="submit" size="lg" fullWidth>
          Continue
        </Button>
      </Form>
    );

  return (
    <Form aria-label={messages.login.linkEmailHeading} onSubmit={onSubmit} noValidate>
      <h2 ref={headingRef} tabIndex={-1}>
        {messages.login.linkEmailHeading}
      </h2>
      <p>{messages.login.linkEmailIntro}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !valid ? messages.email.invalid : undefined}
        required
      />
      <Row>
        <Button type="submit" loading={pending} disabled={!valid}>
          Link Email
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Not now
        </Button>
      </Row>
    </Form>
  );
}
