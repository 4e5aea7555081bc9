import { useId, useState, type FormEvent } from 'react';
import { sendPublicContactForm } from '@chorus/client';
import { isPaymentEmail, pageMessages } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Control, ErrorText, Field, Label } from '../text-field/text-field.styles.ts';
import { Actions, Form, Header, Panel, Title } from '../widget-kit/form.styles.ts';
import { useClientConfig, type ApiProps } from '../widget-kit/use-resource.ts';
import { WidgetRoot } from '../widget-kit/widget-root.ts';
import { MessageInput, Trap } from './contact-form.styles.ts';

export interface ContactFormProps extends ApiProps {
  /** The title above the form (default 'Contact Us'). */
  heading?: string;
  /** Prefills the subject (the visitor may change it). */
  subject?: string;
  /** The message was accepted; `message` is the server's confirmation. */
  onSubmitted?: (sent: { message: string }) => void;
  onError?: (messages: string[]) => void;
  bare?: boolean;
}

/**
 * Contact Us (accounts.md §2, §4, §5, §8) for any page: subject, email and message, posted to the public endpoint
 * (the server picks the recipient and limits each address). Submit is enabled when the email is valid and the
 * message is not blank; after success it reads 'Already Submitted'. A hidden field catches form-filling bots: a
 * filled trap is sent as `website`, which the server answers as sent and drops.
 */
export function ContactForm({ heading = 'Contact Us', subject: initialSubject = '', onSubmitted, onError, bare = false, ...api }: ContactFormProps) {
  const config = useClientConfig(api);
  const [subject, setSubject] = useState(initialSubject);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [trap, setTrap] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();

  const subjectError = subject.trim() ? null : pageMessages.subjectRequired;
  const ready = isPaymentEmail(email) && message.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (subjectError || !ready || busy || sent) return;
    setBusy(true);
    setError(null);
    try {
      // A filled trap goes too: the server answers it as sent and drops it.
      const body = { emailFrom: email.trim(), subject: subject.trim(), message: message.trim(), ...(trap ? { website: trap } : {}) };
      const text = (await sendPublicContactForm(config, body)).results.message ?? pageMessages.sent;
      setSent(text);
      onSubmitted?.({ message: text });
    } catch {
      setError(pageMessages.contactError);
      onError?.([pageMessages.contactError]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <WidgetRoot>
      <Panel $bare={bare} part="panel">
        <Header>
          <Title>{heading}</Title>
        </Header>
        <Form noValidate onSubmit={submit} part="form" aria-label={heading}>
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={touched ? subjectError : null}
            maxLength={200}
            required
            disabled={Boolean(sent)}
          />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            disabled={Boolean(sent)}
          />
          <Field>
            <Label htmlFor={messageId}>Message</Label>
            <Control $invalid={touched && !message.trim()}>
              <MessageInput id={messageId} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={5000} required disabled={Boolean(sent)} />
            </Control>
            {touched && !message.trim() ? <ErrorText>{pageMessages.messageRequired}</ErrorText> : null}
          </Field>
          <Trap aria-hidden="true">
            <label>
              Leave this empty
              <input tabIndex={-1} autoComplete="off" name="website" value={trap} onChange={(e) => setTrap(e.target.value)} />
            </label>
          </Trap>
          {sent ? <Alert tone="success">{sent}</Alert> : null}
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Actions>
            <Button type="submit" size="lg" fullWidth disabled={!ready || Boolean(sent)} loading={busy} part="submit-button">
              {sent ? pageMessages.alreadySubmitted : 'Submit'}
            </Button>
          </Actions>
        </Form>
      </Panel>
    </WidgetRoot>
  );
}
