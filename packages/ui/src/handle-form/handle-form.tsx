import { useRef, useState, type FormEvent } from 'react';
import type { ClientConfig } from '@chorus/client';
import {
  allowsAnonymous,
  contestEmailError,
  contestMessages,
  detailPath,
  normalizeHandle,
  type ContestDetail,
  type EntryHandle,
  type EntryResult,
} from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { ConfirmationView } from '../confirmation/confirmation-view.tsx';
import { Modal } from '../modal/modal.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { useSubmission } from '../widget-kit/contest-entry.ts';
import { ContestFormShell } from '../widget-kit/contest-form-shell.tsx';
import { defaultHandle, HandleSelect, useHandleChoice } from '../widget-kit/entry-handles.tsx';
import { Actions, FinePrint, Form, Header, Subtitle, Title } from '../widget-kit/form.styles.ts';
import type { ApiProps } from '../widget-kit/use-resource.ts';

export interface HandleFormProps extends ApiProps {
  contestId: number;
  contest?: ContestDetail;
  /** Signed in (token or session cookie): the creator API, no email field. Defaults to whether a token is given. */
  signedIn?: boolean;
  /**
   * The handles a signed-in entrant may enter with (a manager's: their roster's), when the caller has them; else the
   * form reads them (`GET /creatorapi/entry-handles`). Signed in, the username is picked from them, one on the
   * contest's platforms first, since the server refuses any other; visitors type it.
   */
  handles?: readonly EntryHandle[];
  onSubmitted?: (entry: EntryResult) => void;
  onError?: (messages: string[]) => void;
  /**
   * Where to go after a submission: '/updatePayment?email=…' after every anonymous direct or quick entry (the
   * server does not say whether an email has a payment email on file), else the contest's detail path.
   */
  onNavigate?: (path: string) => void;
  /** Done on the confirmation view (shown when the host stays on the page). */
  onDone?: () => void;
  bare?: boolean;
}

/**
 * The path after a handle submission (contests.md §4). The spec sends a visitor to payment setup only when their
 * email has no payment email; answering that would tell anyone whether an email has one, so every visitor's
 * direct or quick entry leads there.
 */
export function afterHandlePath(contest: ContestDetail, signedIn: boolean, email: string): string {
  if (!signedIn && allowsAnonymous(contest)) return `/updatePayment?email=${encodeURIComponent(email)}`;
  return detailPath(contest, contest.id);
}

/**
 * The handle-submission form for contests ranked by a metric other than likes or views: username (a visitor types it,
 * required and lowercased as typed; a signed-in entrant picks one of their handles) and, for visitors, an email. A
 * duplicate-username answer ('… already exist …') opens a dialog.
 */
export function HandleForm(props: HandleFormProps) {
  const signedIn = props.signedIn ?? Boolean(props.token);
  return (
    <ContestFormShell {...props} signedIn={signedIn}>
      {(contest, config) => <HandleFields {...props} contest={contest} signedIn={signedIn} config={config} />}
    </ContestFormShell>
  );
}

/** The handle fields and their submission; also what the entry form shows for a handle contest. */
export function HandleFields({
  contest,
  signedIn,
  config,
  handles,
  onSubmitted,
  onError,
  onNavigate,
  onDone,
  bare,
}: HandleFormProps & { contest: ContestDetail; signedIn: boolean; config: ClientConfig }) {
  const [typed, setTyped] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState({ username: false, email: false });
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submission = useSubmission(config, contest.id, signedIn, contestMessages.confirmation, {
    onSubmitted,
    onError: (messages) => {
      const taken = messages.find((m) => m.includes('already exist'));
      if (taken) setDuplicate(taken);
      onError?.(messages);
    },
  });

  // Signed in: one of the entrant's handles is picked (until then, one on the contest's platforms, else the first).
  const choice = useHandleChoice(config, signedIn, handles, onError);
  const pick = choice.handles;
  const username = typed ?? (pick ? defaultHandle(pick, contest.platforms) : '');
  const errors = {
    username: normalizeHandle(username) ? null : pick ? (choice.error ?? contestMessages.noHandles) : contestMessages.usernameRequired,
    email: signedIn ? null : contestEmailError(email, 'handle'),
  };

  if (submission.submitted) {
    return (
      <ConfirmationView
        message={submission.submitted.message}
        entry={submission.submitted.entry}
        onDone={() => {
          if (onDone) onDone();
          else {
            submission.reset();
            setTyped(null);
            setTouched({ username: false, email: false });
          }
        }}
      />
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, email: true });
    if (errors.username) return usernameRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    const sentEmail = signedIn ? '' : email.trim();
    const done = await submission.submit({
      creator: normalizeHandle(username),
      email: sentEmail,
      ...(contest.hasMarketingKey ? { marketingConsent: consent } : {}),
    });
    if (done) onNavigate?.(afterHandlePath(contest, signedIn, sentEmail));
  };

  const serverErrors = submission.errors?.filter((m) => m !== duplicate);
  const hint = `Your handle on ${contest.platforms.join(', ')}`;
  return (
    <>
      {bare ? null : (
        <Header>
          <Title>Submit Your Handle</Title>
          <Subtitle>{contest.name}</Subtitle>
        </Header>
      )}
      <Form noValidate onSubmit={onSubmit} part="form" aria-label={bare ? undefined : `Submit your handle to ${contest.name}`}>
        {pick ? (
          <HandleSelect label="Username" handles={pick} error={choice.error} value={username} onChange={setTyped} hint={hint} selectRef={usernameRef} first />
        ) : (
          <TextField
            label="Username"
            placeholder="yourhandle"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setTyped(e.target.value.toLowerCase())}
            onBlur={() => setTouched((t) => ({ ...t, username: true }))}
            error={touched.username ? errors.username : null}
            hint={hint}
            inputRef={usernameRef}
            required
            data-autofocus
          />
        )}
        {signedIn ? null : (
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value.toLowerCase())}
            onBlur={() => email && setTouched((t) => ({ ...t, email: true }))}
            error={touched.email ? errors.email : null}
            hint="We email you if you win."
            inputRef={emailRef}
            required
          />
        )}
        {contest.hasMarketingKey ? (
          <Checkbox
            label={`Keep me posted on news and releases from ${contest.organizer}`}
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
        ) : null}
        {serverErrors?.length ? (
          <Alert tone="danger" part="server-error">
            {serverErrors.map((m) => (
              <span key={m}>{m}</span>
            ))}
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" size="lg" fullWidth disabled={!normalizeHandle(username)} loading={submission.submitting} part="submit-button">
            Submit
          </Button>
          <FinePrint>By submitting you agree to the contest rules.</FinePrint>
        </Actions>
      </Form>
      <Modal
        open={duplicate !== null}
        onClose={() => setDuplicate(null)}
        title="Username already entered"
        size="sm"
        footer={<Button onClick={() => setDuplicate(null)}>OK</Button>}
      >
        <p style={{ margin: 0 }}>{duplicate}</p>
      </Modal>
    </>
  );
}
