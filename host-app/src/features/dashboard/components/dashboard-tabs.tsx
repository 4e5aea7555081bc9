import { Tabs, token } from '@chorus/ui';
import { CalendarClock, Hourglass } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { styled } from 'styled-components';

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 24px;
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  text-align: center;
  color: ${token('color-text-muted')};
  h3 {
    color: ${token('color-text')};
    font-size: 1rem;
  }
  p {
    max-width: 420px;
    font-size: 0.875rem;
  }
  svg {
    color: ${token('color-text-subtle')};
  }
`;

function NotYet({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Empty>
      <Icon size={28} aria-hidden="true" />
      <h3>{title}</h3>
      <p>{text}</p>
    </Empty>
  );
}

/** The dashboard's tabs (campaigns.md §2). Their lists arrive with the campaigns work; until then they say so. */
export function DashboardTabs() {
  return (
    <Tabs
      label="Opportunities"
      defaultValue="help-wanted"
      items={[
        {
          id: 'help-wanted',
          label: 'Help Wanted',
          content: (
            <NotYet
              icon={Hourglass}
              title="Help Wanted is coming soon"
              text="Opportunities you can apply to will be listed here in a later release."
            />
          ),
        },
        {
          id: 'deadlines',
          label: 'Campaign Deadlines',
          content: (
            <NotYet
              icon={CalendarClock}
              title="Campaign deadlines are coming soon"
              text="Upcoming invite and post deadlines for your campaigns will be listed here in a later release."
            />
          ),
        },
      ]}
    />
  );
}
