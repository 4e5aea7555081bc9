import {
  marketingBudgets,
  pageMessages,
  trackersRoles,
  type CreatorContactBody,
  type PublicContactBody,
} from '@chorus/core';
import { Card, SelectField, TextAreaField, TextField } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { Form } from '../../../components/form/form-layout.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formCalls } from '../api/pages.ts';
import { useSubmit } from '../hooks/use-pages.ts';
import { FormOutcome, isEmail, RadioGroup, SubmitButton } from './form-parts.tsx';

const sendPublic = (body: PublicContactBody) => formCalls.publicContact(body);
const sendSignedIn = (body: CreatorContactBody) => formCalls.signedInContact(body);
const sendFeedback = (feedback: string) => formCalls.feedback(feedback);

/** The email field's error once the visitor has left it (accounts.md §5: 'Invalid Email'). */
function useEmail(initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const valid = isEmail(value);
  return {
    value,
    valid,
    props: {
      value,
      onChange: (e: { target: { value: string } }) => setValue(e.target.value),
      onBlur: () => setTouched(true),
      error: touched && value && !valid ? 'Invalid Email' : undefined,
    },
  };
}

export interface ContactUsPageProps {
  /** `?type=trackers`: the subject and message start as the trackers request. */
  trackers?: boolean;
}

/** Contact Us for visitors (/contactus, and /contact without a session): subject, email, message (accounts.md §2). */
export function ContactUsPage({ trackers = false }: ContactUsPageProps) {
  useDocumentTitle('Contact Us');
  const [subject, setSubject] = useState<string>(trackers ? pageMessages.trackersSubject : '');
  const email = useEmail();
  const [message, setMessage] = useState<string>(trackers ? pageMessages.trackersMessage : '');
  const { state, submit } = useSubmit(sendPublic, pageMessages.sent);
  const locked = state.status === 'sending' || state.status === 'sent';
  // accounts.md §5: subject and email required; Submit only when the email is valid and the message non-empty.
  const ready = subject.trim() !== '' && email.valid && message.trim() !== '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit({ kind: 'contact', subject, emailFrom: email.value, message });
  };
  return (
    <section>
      <PageHeader title="Contact Us" description="Questions about campaigns, contests or your account? Send us a message." />
      <Card>
        <Form onSubmit={onSubmit} aria-label="Contact Us" noValidate>
          <TextField label="Subject" name="subject" required value={subject} onChange={(e) => setSubject(e.target.value)} disabled={locked} />
          <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={locked} {...email.props} />
          <TextAreaField label="Message" name="message" required value={message} onChange={(e) => setMessage(e.target.value)} disabled={locked} />
          <FormOutcome state={state} errorMessage={pageMessages.contactError} />
          <SubmitButton state={state} ready={ready} />
        </Form>
      </Card>
    </section>
  );
}

export interface SignedInContactPageProps {
  /** The acting contact's name, shown read-only. */
  name: string;
  /** Where the team answers, to start with: the login when it is an email. */
  email: string | null;
  /** `?type=trackers` (campaigns.md §2): subject 'Trackers Inquiry' and the prefilled message. */
  trackers: boolean;
}

/**
 * The signed-in Contact Us page (/contact): subject, email and message as accounts.md §2 has it, the email starting
 * as the login's; the name read-only (the sender is the acting contact, whatever is typed). The recipient is the
 * team, chosen by the server.
 */
export function SignedInContactPage({ name, email: login, trackers }: SignedInContactPageProps) {
  useDocumentTitle('Contact Us');
  const [subject, setSubject] = useState<string>(trackers ? pageMessages.trackersSubject : '');
  const email = useEmail(login && isEmail(login) ? login : '');
  const [message, setMessage] = useState(trackers ? pageMessages.trackersMessage : '');
  const { state, submit } = useSubmit(sendSignedIn, pageMessages.sent);
  const locked = state.status === 'sending' || state.status === 'sent';
  // accounts.md §5: subject and email required; Submit only when the email is valid and the message non-empty.
  const ready = subject.trim() !== '' && email.valid && message.trim() !== '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit({ subject, emailFrom: email.value.trim(), message });
  };
  return (
    <section>
      <PageHeader title="Contact Us" description="Send the Chorus team a message. A member of our team will reach out to you soon." />
      <Card>
        <Form onSubmit={onSubmit} aria-label="Contact Us" noValidate>
          <TextField label="Name" name="name" value={name} readOnly />
          <TextField label="Subject" name="subject" required value={subject} onChange={(e) => setSubject(e.target.value)} disabled={locked} />
          <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={locked} {...email.props} />
          <TextAreaField label="Message" name="message" required value={message} onChange={(e) => setMessage(e.target.value)} disabled={locked} />
          <FormOutcome state={state} errorMessage={pageMessages.signedInContactError} serverMessageFirst />
          <SubmitButton state={state} ready={ready} />
        </Form>
      </Card>
    </section>
  );
}

export interface TrackersContactPageProps {
  /** `?type=direct` is Direct, anything else Trackers (accounts.md §2). */
  inquiry: 'Direct' | 'Trackers';
}

/** Get In Touch About Direct/Trackers (/trackerscontact): email, who you are (default Label), message. */
export function TrackersContactPage({ inquiry }: TrackersContactPageProps) {
  const title = `Get In Touch About ${inquiry}`;
  useDocumentTitle(title);
  const email = useEmail();
  const [role, setRole] = useState<(typeof trackersRoles)[number]>('Label');
  const [message, setMessage] = useState('');
  const { state, submit } = useSubmit(sendPublic, pageMessages.sent);
  const locked = state.status === 'sending' || state.status === 'sent';
  // accounts.md §5: Submit when the email is valid and the message non-empty.
  const ready = email.valid && message.trim() !== '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit({ kind: 'trackers', inquiry, whoYouAre: role, emailFrom: email.value, message });
  };
  const lead =
    inquiry === 'Direct'
      ? 'Run a direct contest with Chorus creators: tell us about your release and we will get back to you.'
      : 'Track how your songs and campaigns perform across creators’ posts: tell us who you are and what you need.';
  return (
    <section>
      <PageHeader title={title} description={lead} />
      <Card>
        <Form onSubmit={onSubmit} aria-label={title} noValidate>
          <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={locked} {...email.props} />
          <RadioGroup legend="Who are you?" name="whoYouAre" options={trackersRoles} value={role} onChange={setRole} disabled={locked} />
          <TextAreaField label="Message" name="message" required value={message} onChange={(e) => setMessage(e.target.value)} disabled={locked} />
          <FormOutcome state={state} errorMessage={pageMessages.contactError} />
          <SubmitButton state={state} ready={ready} />
        </Form>
      </Card>
    </section>
  );
}

/** The marketing enquiry (/marketingcontact): a brand or label who wants to run campaigns with Chorus creators. */
export function MarketingContactPage() {
  useDocumentTitle('Marketing Contact');
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const email = useEmail();
  const [budget, setBudget] = useState<(typeof marketingBudgets)[number]>('Not sure yet');
  const [message, setMessage] = useState('');
  const { state, submit } = useSubmit(sendPublic, pageMessages.sent);
  const locked = state.status === 'sending' || state.status === 'sent';
  const ready = name.trim() !== '' && company.trim() !== '' && email.valid && message.trim() !== '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit({ kind: 'marketing', name, company, emailFrom: email.value, budget, message });
  };
  return (
    <section>
      <PageHeader
        title="Work With Chorus"
        eyebrow="For brands and labels"
        description="Promote a song or a product with creators who fit your audience. Tell us about your campaign and our team will reach out with a plan."
      />
      <Card>
        <Form onSubmit={onSubmit} aria-label="Marketing enquiry" noValidate>
          <TextField label="Your name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} disabled={locked} />
          <TextField label="Company" name="company" autoComplete="organization" required value={company} onChange={(e) => setCompany(e.target.value)} disabled={locked} />
          <TextField label="Work email" name="email" type="email" autoComplete="email" required disabled={locked} {...email.props} />
          <SelectField
            label="Budget per campaign (USD)"
            name="budget"
            options={marketingBudgets}
            value={budget}
            onChange={(e) => setBudget(e.target.value as (typeof marketingBudgets)[number])}
            disabled={locked}
          />
          <TextAreaField
            label="About your campaign"
            name="message"
            hint="What you are promoting, when, on which platforms, and who you want to reach."
            required
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            disabled={locked}
          />
          <FormOutcome state={state} errorMessage={pageMessages.contactError} />
          <SubmitButton state={state} ready={ready} />
        </Form>
      </Card>
    </section>
  );
}

/** The Feedback page (/feedback): what a creator would improve, mailed to the team. */
export function FeedbackPage() {
  useDocumentTitle('Feedback');
  const [feedback, setFeedback] = useState('');
  const { state, submit } = useSubmit(sendFeedback, pageMessages.feedbackThanks);
  const locked = state.status === 'sending' || state.status === 'sent';
  const ready = feedback.trim() !== '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit(feedback);
  };
  return (
    <section>
      <PageHeader title="Feedback" description="Tell us what works for you and what we should improve. Our team reads every message." />
      <Card>
        <Form onSubmit={onSubmit} aria-label="Feedback" noValidate>
          <TextAreaField label="Your feedback" name="feedback" required value={feedback} onChange={(e) => setFeedback(e.target.value)} disabled={locked} />
          <FormOutcome state={state} errorMessage={pageMessages.contactPageError} />
          <SubmitButton state={state} ready={ready} />
        </Form>
      </Card>
    </section>
  );
}
