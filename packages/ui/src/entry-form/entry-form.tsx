import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ClientConfig } from '@chorus/client';
import {
  contestEmailError,
  contestMessages,
  handleError,
  isHandleContest,
  linkError,
  normalizeHandle,
  platformOfLink,
  POST_GUIDELINES,
  signInMessages,
  type ContestDetail,
  type EntryHandle,
  type EntryResult,
} from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { ConfirmationView } from '../confirmation/confirmation-view.tsx';
import { HandleFields } from '../handle-form/handle-form.tsx';
import { SignInStep, type EntrySignIn } from './sign-in-step.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { useSubmission } from '../widget-kit/contest-entry.ts';
import { ContestFormShell } from '../widget-kit/contest-form-shell.tsx';
import { defaultHandle, HandleSelect, useHandleChoice } from '../widget-kit/entry-handles.tsx';
import { Actions, Detected, FinePrint, Form, Guidelines, Header, Subtitle, Title } from '../widget-kit/form.styles.ts';
import { platformLabel } from '../widget-kit/format.ts';
import { useClientConfig, type ApiProps } from '../widget-kit/use-resource.ts';

export interface EntryFormProps extends ApiProps {
  contestId: number;
  /** The contest, when the caller already has it (the detail page, stories); otherwise it is loaded. */
  contest?: ContestDetail;
  /** Signed in (token or session cookie): the creator API, no email field. Defaults to whether a token is given. */
  signedIn?: boolean;
  /** Prefills the creator handle: a visitor's, or which of a signed-in entrant's handles is picked first. */
  creator?: string;
  /**
   * The handles a signed-in entrant may enter with (a manager's: their roster's), when the caller has them; else the
   * form reads them (`GET /creatorapi/entry-handles`). Signed in, the creator is picked from them, the one on the
   * link's platform first (a handle contest's: one on its platforms), since the server refuses any other.
   */
  handles?: readonly EntryHandle[];
  onSubmitted?: (entry: EntryResult) => void;
  onError?: (messages: string[]) => void;
  /** Done on the confirmation view; without it the form resets for another entry. */
  onDone?: () => void;
  /** Login and other Chorus pages. */
  onNavigate?: (path: string) => void;
  /** Inside a dialog that already shows the title: no panel or heading of its own. */
  bare?: boolean;
  /**
   * How a visitor signs in when the contest asks them to: 'page' (default) offers Log In, which goes to /login
   * through `onNavigate`; 'inline' signs them in right here (embeds on other sites: the fan stays on the page), with
   * a contest-entry token kept in memory.
   */
  signIn?: 'page' | 'inline';
  /** The fan signed in inline, when the caller keeps it across openings of its dialog (with `onSignedIn`). */
  entrySignIn?: EntrySignIn | null;
  /** The fan signed in inline (null: that sign-in expired). */
  onSignedIn?: (session: EntrySignIn | null) => void;
}

type Field = 'link' | 'creator' | 'email';

/**
 * The link-submission form (contests.md §5): post link with the platform detected, creator handle, email
 * when not signed in, marketing consent when the contest has a marketing key. Submit stays disabled until
 * a creator is given and the link belongs to an allowed platform; the server's messages show on failure;
 * success shows the confirmation. Handle contests get the handle form instead.
 */
export function EntryForm(props: EntryFormProps) {
  const [own, setOwn] = useState<EntrySignIn | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const config = useClientConfig({ ...props, token: null });
  const entry = props.entrySignIn !== undefined ? props.entrySignIn : own;
  const setEntry = (session: EntrySignIn | null) => {
    setOwn(session);
    props.onSignedIn?.(session);
  };
  const signedIn = entry ? true : (props.signedIn ?? Boolean(props.token));
  const onError = (messages: string[]) => {
    // The contest-entry token lasts minutes: once it has expired, sign in again, here.
    if (entry && messages.includes(signInMessages.sessionExpired)) {
      setEntry(null);
      setNotice(signInMessages.sessionExpired);
    }
    props.onError?.(messages);
  };
  // Signed in here: the contest is read again as the fan (their eligibility), and entries go with their token.
  const inner = entry ? { ...props, token: entry.token, contest: undefined, onError } : { ...props, onError };
  const signInStep =
    props.signIn === 'inline' && !signedIn
      ? () => (
          <SignInStep
            config={config}
            apiBase={props.apiBase ?? ''}
            reason={contestMessages.loginRequired}
            notice={notice}
            bare={props.bare}
            onError={props.onError}
            onSignedIn={(session) => {
              setNotice(null);
              setEntry(session);
            }}
          />
        )
      : undefined;
  return (
    <ContestFormShell {...inner} signedIn={signedIn} signInStep={signInStep}>
      {(contest, clientConfig) => (
        <>
          {entry ? (
            <Subtitle role="status" part="signed-in-as">
              Signed in as {entry.username}
            </Subtitle>
          ) : null}
          {isHandleContest(contest) ? (
            <HandleFields {...inner} handles={entry?.handles ?? props.handles} contest={contest} signedIn={signedIn} config={clientConfig} />
          ) : (
            <LinkForm {...inner} handles={entry?.handles ?? props.handles} contest={contest} signedIn={signedIn} config={clientConfig} focusOnMount={!!entry} />
          )}
        </>
      )}
    </ContestFormShell>
  );
}

function LinkForm({
  contest,
  signedIn,
  config,
  creator: initialCreator = '',
  handles,
  onSubmitted,
  onError,
  onDone,
  bare,
  focusOnMount,
}: EntryFormProps & { contest: ContestDetail; signedIn: boolean; config: ClientConfig; focusOnMount?: boolean }) {
  const [link, setLink] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ link: false, creator: false, email: false });
  const refs = { link: useRef<HTMLInputElement>(null), creator: useRef<HTMLInputElement & HTMLSelectElement>(null), email: useRef<HTMLInputElement>(null) };
  const submission = useSubmission(config, contest.id, signedIn, contestMessages.confirmationPost, { onSubmitted, onError });
  // Just signed in inside the widget: the sign-in step that had focus is gone, so focus goes to the first field.
  useEffect(() => {
    if (focusOnMount) refs.link.current?.focus();
    // Once, when the form shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const platform = platformOfLink(link.trim());
  // Signed in: one of the entrant's handles is picked (until then, the prefilled one, else the one on the link's
  // platform, else the first).
  const choice = useHandleChoice(config, signedIn, handles, onError);
  const pick = choice.handles;
  const creator = typed ?? (pick ? defaultHandle(pick, platform ? [platform] : [], initialCreator) : initialCreator);
  const setCreator = setTyped;
  const errors: Record<Field, string | null> = {
    link: linkError(link, contest),
    // The creator is a handle in link contests too: the handle form's rules.
    creator: pick ? (creator ? null : (choice.error ?? contestMessages.noHandles)) : handleError(creator),
    email: signedIn ? null : contestEmailError(email, 'link'),
  };
  const ready = !errors.link && !errors.creator;
  const shown = (f: Field) => (touched[f] ? errors[f] : null);
  const touch = (f: Field) => setTouched((t) => ({ ...t, [f]: true }));

  if (submission.submitted) {
    return (
      <ConfirmationView
        message={submission.submitted.message}
        entry={submission.submitted.entry}
        onDone={() => {
          if (onDone) onDone();
          else {
            submission.reset();
            setLink('');
            setTouched({ link: false, creator: false, email: false });
          }
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ link: true, creator: true, email: true });
    const invalid = (['link', 'creator', 'email'] as const).find((f) => errors[f]);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    void submission.submit({
      link: link.trim(),
      creator: normalizeHandle(creator),
      email: signedIn ? '' : email.trim(),
      platform: platform ?? undefined,
      ...(contest.hasMarketingKey ? { marketingConsent: consent } : {}),
    });
  };

  const allowed = contest.platforms.join(', ');
  return (
    <>
      {bare ? null : (
        <Header>
          <Title>Submit Your Post</Title>
          <Subtitle>{contest.name}</Subtitle>
        </Header>
      )}
      <Form noValidate onSubmit={onSubmit} part="form" aria-label={bare ? undefined : `Submit your post to ${contest.name}`}>
        <TextField
          label="Post link"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.tiktok.com/@you/video/…"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          onBlur={() => link && touch('link')}
          error={shown('link')}
          hint={`Accepted: ${allowed}`}
          inputRef={refs.link}
          required
          data-autofocus
          trailing={
            platform ? (
              <Detected $ok={!errors.link} aria-live="polite">
                {platformLabel(platform)}
              </Detected>
            ) : null
          }
        />
        {pick ? (
          <HandleSelect label="Creator handle" handles={pick} error={choice.error} value={creator} onChange={setCreator} selectRef={refs.creator} />
        ) : (
          <TextField
            label="Creator handle"
            placeholder="@yourhandle"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={creator}
            onChange={(e) => setCreator(e.target.value)}
            onBlur={() => touch('creator')}
            error={shown('creator')}
            inputRef={refs.creator}
            required
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
            onBlur={() => email && touch('email')}
            error={shown('email')}
            hint="We email you if you win."
            inputRef={refs.email}
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
        <Guidelines>
          <summary>Post guidelines</summary>
          <ul>
            {POST_GUIDELINES.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </Guidelines>
        {submission.errors ? (
          <Alert tone="danger" part="server-error">
            {submission.errors.map((m) => (
              <span key={m}>{m}</span>
            ))}
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" size="lg" fullWidth disabled={!ready} loading={submission.submitting} part="submit-button">
            Submit
          </Button>
          <FinePrint>By submitting you agree to the contest rules and post guidelines.</FinePrint>
        </Actions>
      </Form>
    </>
  );
}
