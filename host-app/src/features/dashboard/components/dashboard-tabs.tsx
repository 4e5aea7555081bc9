import type { CampaignActionRow } from '@chorus/core';
import { Tabs } from '@chorus/ui';
import { CampaignDeadlines } from './campaign-deadlines.tsx';
import { HelpWantedGrid } from './help-wanted-grid.tsx';

export interface DashboardTabsProps {
  contactId: number;
  email: string;
  /** The home call's actions; null while it loads. */
  deadlines: CampaignActionRow[] | null;
}

/** The dashboard's tabs (campaigns.md §2): Help Wanted (default) and Campaign Deadlines. */
export function DashboardTabs({ contactId, email, deadlines }: DashboardTabsProps) {
  return (
    <Tabs
      label="Opportunities"
      defaultValue="help-wanted"
      items={[
        { id: 'help-wanted', label: 'Help Wanted', content: <HelpWantedGrid contactId={contactId} email={email} /> },
        { id: 'deadlines', label: 'Campaign Deadlines', content: <CampaignDeadlines rows={deadlines} /> },
      ]}
    />
  );
}
