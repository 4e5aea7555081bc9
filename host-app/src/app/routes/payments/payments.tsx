import { PageHeader } from '../../../components/page-header.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
import { CampaignPayments } from '../../../features/payments/components/campaign-payments.tsx';
import { ContestPayments } from '../../../features/payments/components/contest-payments.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTabParam } from '../../../hooks/use-tab-param.ts';

const tabs = ['campaigns', 'contests'] as const;
type PaymentsTab = (typeof tabs)[number];

/** /payments: Campaigns (?payment_status=) and Contests (?tab=contests). */
export function PaymentsRoute() {
  useDocumentTitle('Payments');
  const [tab, setTab] = useTabParam(tabs, 'campaigns');
  return (
    <>
      <PageHeader title="Payments" description="What you have earned from campaigns and contests, and what is still to be paid." />
      <PageTabs
        label="Payments"
        value={tab}
        onValueChange={(id) => setTab(id as PaymentsTab)}
        items={[
          {
            id: 'campaigns',
            label: 'Campaigns',
            content: <CampaignPayments />,
          },
          { id: 'contests', label: 'Contests', content: <ContestPayments /> },
        ]}
      />
    </>
  );
}
