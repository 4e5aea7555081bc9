import { Badge } from '@chorus/ui';
import { Hourglass } from 'lucide-react';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';

/** Campaign payments arrive with the campaigns work; until then the tab says so plainly. */
export function CampaignPaymentsSoon() {
  return (
    <EmptyPanel
      icon={Hourglass}
      title="Campaign payments are coming soon"
      action={<Badge tone="brand">Coming soon</Badge>}
    >
      Potential, To Be Paid and Paid campaign earnings will be listed here in a later release. Contest prizes are under the
      Contests tab.
    </EmptyPanel>
  );
}
