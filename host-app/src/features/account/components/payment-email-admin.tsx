import { accountMessages as am } from '@chorus/core';
import { Button, TextField } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { Actions, Form, Muted } from '../../../components/form/form-layout.ts';
import { postCreatorPaymentEmail, type Subject } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { FormOutcome } from './form-parts.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Admin page's payment email, for a rostered creator with no login only (campaigns.md §1). */
export function CreatorPaymentEmail({ subject, current, onSaved }: { subject: Subject; current: string | null; onSaved: () => void }) {
  const [email, setEmail] = useState(current ?? '');
  const { busy, outcome, run } = useSubmit();
  const valid = EMAIL.test(email.trim());
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (valid && (await run(() => postCreatorPaymentEmail(subject, email.trim())))) onSaved();
  }
  return (
    <Form noValidate onSubmit={submit} aria-label="Payment email">
      <Muted>This creator has no login of their own, so you keep their payment email.</Muted>
      <TextField label="Payment email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={email && !valid ? am.paymentEmail : undefined} />
      <FormOutcome outcome={outcome} />
      <Actions>
        <Button type="submit" disabled={!valid} loading={busy}>
          Save Payment Email
        </Button>
      </Actions>
    </Form>
  );
}
