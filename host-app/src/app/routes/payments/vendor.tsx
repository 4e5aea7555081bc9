import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PaymentEmailForm, PaymentHistory } from '../../../features/payments/components/payment-email-form.tsx';
import { useVendor } from '../../../features/payments/hooks/use-payments.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import { Loading } from '../account/account-screens.tsx';

/** /account/vendor: Payment Information (campaigns.md §2): the payment email form and the Payment History. */
export function VendorRoute() {
  useDocumentTitle('Payment Information');
  const vendor = useVendor();
  const data = vendor.data?.results.data;
  return (
    <>
      <PageHeader title="Payment Information" description="Where your payments are sent: a PayPal email you confirm from a link we email to it." />
      {vendor.error && !data ? <ErrorPanel title="We could not load your payment information" messages={errorMessages(vendor.error)} onRetry={vendor.reload} /> : null}
      {data ? (
        <>
          <PaymentEmailForm current={data.ContactInformation.EmailAddress_Payment} onRequested={vendor.reload} />
          <PaymentHistory history={data.PaymentEmailHistory} onResent={vendor.reload} />
        </>
      ) : vendor.loading ? (
        <Loading label="Loading your payment information" />
      ) : null}
    </>
  );
}
