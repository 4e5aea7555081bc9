import { ApiError } from '@chorus/client';
import { messages, notificationPreferenceMessages as npm } from '@chorus/core';
import { Alert, Button, Spinner } from '@chorus/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { postUnsubscribe } from '../../../features/account/api/account.ts';
import { useUnsubscribeLink } from '../../../features/account/hooks/use-account.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LinkLayout } from '../auth/link-layout.tsx';

type State = { status: 'idle' } | { status: 'sending' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

/**
 * /unsubscribe?token: the footer link of every email a creator may turn off (issue 24). It says which emails stop
 * and turns them off only when the button is pressed (a mail scanner opening the link changes nothing); no sign-in,
 * the token is the proof. Mail clients' own button posts to /publicapi/unsubscribe directly (RFC 8058).
 */
export function UnsubscribeRoute() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useUnsubscribeLink(token);
  const [state, setState] = useState<State>({ status: 'idle' });
  const what = link.data?.results;

  const unsubscribe = () => {
    if (!token || state.status === 'sending') return;
    setState({ status: 'sending' });
    postUnsubscribe(token).then(
      (res) => setState({ status: 'done', text: res.results.message ?? npm.unsubscribed(res.results.Label) }),
      (error: unknown) => setState({ status: 'failed', text: error instanceof ApiError && error.messages[0] ? error.messages[0] : messages.generic.error }),
    );
  };

  const already = what?.Unsubscribed && state.status === 'idle';
  return (
    <LinkLayout>
      <LinkPage title={state.status === 'done' ? 'You are unsubscribed' : 'Unsubscribe'}>
        {!token ? <Alert tone="danger">{npm.badToken}</Alert> : null}
        {link.loading ? (
          <div role="status" aria-live="polite">
            <Spinner label="Checking your link" />
          </div>
        ) : null}
        {link.error ? <Alert tone="danger">{errorMessages(link.error).join(' ')}</Alert> : null}
        {what && state.status !== 'done' ? (
          <>
            <p>
              {already ? 'You already get no emails about ' : 'Stop emails about '}
              <strong>{what.Label.toLowerCase()}</strong>: {what.Description}
            </p>
            <p>You still see them in the app, and emails about your account itself (logging in, your password, your payment email) are always sent.</p>
          </>
        ) : null}
        {state.status === 'done' ? <Alert tone="success">{state.text}</Alert> : null}
        {state.status === 'failed' ? <Alert tone="danger">{state.text}</Alert> : null}
        {what && !already && (state.status === 'idle' || state.status === 'sending' || state.status === 'failed') ? (
          <Button type="button" onClick={unsubscribe} loading={state.status === 'sending'}>
            Unsubscribe
          </Button>
        ) : null}
        <Actions>
          <Link to="/account/notifications">Notification settings</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
