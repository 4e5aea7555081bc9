import { actsAsOwner } from '@chorus/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { OwnerOnlyNote } from '../../../features/account/components/form-parts.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PaymentEmailForm, PaymentHistory } from '../../../features/payments/components/payment-email-form.tsx';
import { useVendor } from '../../../features/payments/hooks/use-payments.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import { Loading, useContact } from '../account/account-screens.tsx';

/**
 * /account/vendor: Payment Information (campaigns.md §2): the payment email form and the Payment History. Where the
 * money goes is the owner's to choose: a delegate acting here sees the history and the owner's note.
 */
export function VendorRoute() {
  useDocumentTitle('Payment Information');
  const owner = actsAsOwner(useContact());
  const vendor = useVendor();
  const data = vendor.data?.results.data;
  return (
    <>
      <PageHeader title="Payment Information" description="Where your payments are sent: a PayPal email you confirm from a link we email to it." />
      {vendor.error && !data ? <ErrorPanel title="We could not load your payment information" messages={errorMessages(vendor.error)} onRetry={vendor.reload} /> : null}
      {data ? (
        <>
          {owner ? <PaymentEmailForm current={data.ContactInformation.EmailAddress_Payment} onRequested={vendor.reload} /> : <OwnerOnlyNote />}
          <PaymentHistory history={data.PaymentEmailHistory} onResent={vendor.reload} canResend={owner} />
        </>
      ) : vendor.loading ? (
        <Loading label="Loading your payment information" />
      ) : null}
    </>
  );
}
