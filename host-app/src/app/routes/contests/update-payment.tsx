import { useSearchParams } from 'react-router-dom';
import { PaymentSetup } from '../../../features/contests/components/payment-setup.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useSession } from '../../../lib/session.tsx';

/** /updatePayment?email=: the payment-setup step after every anonymous handle entry to a direct or quick contest. */
export function UpdatePaymentRoute() {
  useDocumentTitle('Set Up Payments');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() || null;
  const signedIn = useSession().status === 'signed-in';
  return <PaymentSetup email={email} signedIn={signedIn} />;
}
