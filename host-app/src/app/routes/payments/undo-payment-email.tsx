import { ApiError } from '@chorus/client';
import { messages, paymentMessages as pm } from '@chorus/core';
import { Alert, Button } from '@chorus/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { postUndoPaymentEmail } from '../../../features/payments/api/payments.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LinkLayout } from '../auth/link-layout.tsx';

type UndoState = { status: 'idle' } | { status: 'sending' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

/**
 * /undoPaymentEmail?undo_token&uid&contactPaymentEmailId: the undo link mailed to the owner's login address on every
 * payment email change. It posts only when the owner presses the button (a mail scanner opening the link must not
 * cancel a change the owner wanted); no sign-in needed, the token is the proof.
 */
export function UndoPaymentEmailRoute() {
  useDocumentTitle('Undo Payment Email Change');
  const [params] = useSearchParams();
  const token = params.get('undo_token');
  const uid = params.get('uid');
  const id = Number(params.get('contactPaymentEmailId'));
  const [state, setState] = useState<UndoState>({ status: 'idle' });
  const valid = !!token && !!uid && Number.isInteger(id) && id > 0;

  const undo = () => {
    if (!valid || state.status === 'sending') return;
    setState({ status: 'sending' });
    postUndoPaymentEmail({ token, uid, contactPaymentEmailId: id }).then(
      (res) => setState({ status: 'done', text: res.results.message ?? pm.undone(res.results.data?.email ?? null) }),
      (error: unknown) =>
        setState({ status: 'failed', text: error instanceof ApiError && error.messages[0] ? error.messages[0] : messages.generic.error }),
    );
  };

  return (
    <LinkLayout>
      <LinkPage
        title={state.status === 'done' ? 'Payment Email Change Undone' : 'Undo Payment Email Change'}
        intro={state.status === 'idle' || state.status === 'sending' ? 'If you did not make this change to your payment email, undo it here.' : undefined}
      >
        {!valid ? <Alert tone="danger">{pm.linkFailed}</Alert> : null}
        {state.status === 'done' ? <Alert tone="success">{state.text}</Alert> : null}
        {state.status === 'failed' ? <Alert tone="danger">{state.text}</Alert> : null}
        {valid && (state.status === 'idle' || state.status === 'sending') ? (
          <Button type="button" onClick={undo} loading={state.status === 'sending'}>
            Undo this change
          </Button>
        ) : null}
        <Actions>
          <Link to="/account/vendor">Payment Information</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
