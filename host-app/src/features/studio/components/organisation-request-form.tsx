import { ApiError } from '@chorus/client';
import { emailSchema, messages, passwordMessages, passwordProblems } from '@chorus/core';
import { Alert, Button, TextAreaField, TextField } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { postOrganisationRequest } from '../api/studio.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Row = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const fields = ['organisationName', 'website', 'whatTheyRun', 'firstName', 'lastName', 'email', 'password', 'passwordConfirm'] as const;
type Values = Record<(typeof fields)[number], string>;
const empty = Object.fromEntries(fields.map((f) => [f, ''])) as Values;
const r = messages.organisation.request;

/** What is wrong before sending: the same rules the server applies (it checks again). */
function problemsOf(v: Values): Partial<Values> {
  const e: Partial<Values> = {};
  if (!v.organisationName.trim()) e.organisationName = r.name;
  if (!v.whatTheyRun.trim()) e.whatTheyRun = r.whatTheyRun;
  if (!v.firstName.trim()) e.firstName = r.firstName;
  if (!v.lastName.trim()) e.lastName = r.lastName;
  if (!emailSchema.safeParse(v.email).success) e.email = messages.email.invalid;
  const pw = passwordProblems(v.password);
  if (pw.length) e.password = pw[0];
  if (v.passwordConfirm !== v.password) e.passwordConfirm = passwordMessages.mismatch;
  return e;
}

/**
 * An organisation asks to join Chorus: the organisation, what it will run, and its first owner's login (the creator
 * password rules). It waits for staff's review; the owner is emailed once it is approved and can then sign in.
 */
export function OrganisationRequestForm() {
  const [v, setV] = useState(empty);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const problems = problemsOf(v);
  const error = (f: keyof Values) => (shown ? problems[f] : undefined);
  const field = (f: keyof Values) => ({ value: v[f], error: error(f), onChange: (e: { target: { value: string } }) => setV((x) => ({ ...x, [f]: e.target.value })) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    if (Object.keys(problems).length || busy) return;
    setBusy(true);
    setFailed(null);
    try {
      await postOrganisationRequest({ ...v, website: v.website.trim() || undefined });
      setDone(r.received);
    } catch (err) {
      setFailed(err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error]);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <div role="status">
        <Alert tone="success">{done}</Alert>
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    );
  return (
    <Form onSubmit={submit} noValidate aria-label="Request an organisation">
      {failed ? (
        <Alert tone="danger" title="The request was not sent">
          {failed.join(' ')}
        </Alert>
      ) : null}
      <TextField label="Organisation name" autoComplete="organization" {...field('organisationName')} />
      <TextField label="Website (optional)" type="url" {...field('website')} />
      <TextAreaField label="What will you run on Chorus?" hint="Contests or campaigns, for which artists or products." rows={3} {...field('whatTheyRun')} />
      <Row>
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </Row>
      <TextField label="Email" type="email" autoComplete="email" hint="Your login as the organisation's owner." {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('passwordConfirm')} />
      <Button type="submit" loading={busy}>
        Send request
      </Button>
    </Form>
  );
}
