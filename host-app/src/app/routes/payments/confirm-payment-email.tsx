import { ApiError } from '@chorus/client';
import { messages, paymentMessages as pm } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { Actions, LinkPage } from '../../../features/account-links/components/link-page.tsx';
import { useOnce } from '../../../features/account-links/hooks/use-once.ts';
import { postConfirmPaymentEmail } from '../../../features/payments/api/payments.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LinkLayout } from '../auth/link-layout.tsx';

/**
 * /confirmPaymentEmail?payment_token&uid&contactPaymentEmailId: the emailed link. Confirms once per mount (the token is the
 * proof: no sign-in needed) and says so; a used or expired link says 'Invalid or Expired Link'.
 */
export function ConfirmPaymentEmailRoute() {
  useDocumentTitle('Confirm Payment Email');
  const [params] = useSearchParams();
  const token = params.get('payment_token');
  const uid = params.get('uid');
  const id = Number(params.get('contactPaymentEmailId'));
  const ok = token && uid && Number.isInteger(id) && id > 0;
  const confirmed = useOnce(ok ? () => postConfirmPaymentEmail({ token, uid, contactPaymentEmailId: id }) : null);
  if (confirmed.status === 'pending') return <FullPageSpinner label="Confirming your payment email" />;
  const error = confirmed.status === 'done' ? null : confirmed.error;
  const text =
    confirmed.status === 'done'
      ? (confirmed.data.results.message ?? pm.confirmed(confirmed.data.results.data?.email ?? ''))
      : error instanceof ApiError && error.messages[0]
        ? error.messages[0]
        : error
          ? messages.generic.error
          : pm.linkFailed;
  return (
    <LinkLayout>
      <LinkPage title={confirmed.status === 'done' ? 'Payment Email Confirmed' : 'Confirm Payment Email'}>
        <Alert tone={confirmed.status === 'done' ? 'success' : 'danger'}>{text}</Alert>
        <Actions>
          <Link to="/payments">Payments</Link>
          {' · '}
          <Link to="/account/vendor">Payment Information</Link>
        </Actions>
      </LinkPage>
    </LinkLayout>
  );
}
