import { pageMessages } from '@chorus/core';
import { TextField, token } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { formCalls } from '../api/pages.ts';
import { useSubmit } from '../hooks/use-pages.ts';
import { FormOutcome, isEmail, SubmitButton } from './form-parts.tsx';

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: min(100%, 420px);
  color: ${token('color-text')};

  h2 {
    font-size: 0.9375rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/* On the narrowest phones the button goes under the field rather than past the screen's edge. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const subscribe = (email: string) => formCalls.newsletter(email);

/** The public footer's newsletter signup: one email, stored with the marketing signups; the team is told. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const { state, submit } = useSubmit(subscribe, pageMessages.newsletterThanks);
  const ready = isEmail(email);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit(email);
  };
  return (
    <Box onSubmit={onSubmit} aria-labelledby="newsletter-title" noValidate>
      <h2 id="newsletter-title">Get Chorus news</h2>
      <p>New contests, campaigns and tips for creators, about twice a month.</p>
      <Row>
        <TextField
          label="Email for the newsletter"
          name="newsletter-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={state.status === 'sending' || state.status === 'sent'}
        />
        <SubmitButton state={state} ready={ready} label="Subscribe" />
      </Row>
      <FormOutcome state={state} errorMessage={pageMessages.contactError} />
    </Box>
  );
}
