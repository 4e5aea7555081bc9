import { mediaUp, token } from '@chorus/ui';
import { styled } from 'styled-components';
import { DashboardTabs } from '../../../features/dashboard/components/dashboard-tabs.tsx';
import { EarnCards } from '../../../features/dashboard/components/earn-cards.tsx';
import { EarningsFigures } from '../../../features/dashboard/components/earnings-figures.tsx';
import { FirstVisitModals } from '../../../features/dashboard/components/first-visit-modals.tsx';
import { OnboardingPrompt } from '../../../features/dashboard/components/onboarding-prompt.tsx';
import { useHome } from '../../../features/dashboard/hooks/use-home.ts';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useContact } from '../../../lib/session.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  ${mediaUp('md')} {
    gap: 36px;
  }
`;

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Greeting = styled.p`
  color: ${token('color-text-muted')};
  font-size: 1rem;
  font-weight: 500;
  strong {
    color: ${token('color-text')};
    font-weight: 650;
  }
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.035em;
`;

const Sub = styled.p`
  color: ${token('color-text-muted')};
  max-width: 60ch;
`;

const SectionTitle = styled.h2`
  margin-bottom: 14px;
  font-size: 1.125rem;
  font-weight: 700;
`;

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The 'Earn' page (campaigns.md §2): greeting, cards to campaigns and contests, the opportunity tabs. */
export function DashboardRoute() {
  useDocumentTitle('Earn');
  const contact = useContact();
  const logout = useLogout();
  // A failed home call (after a blip's retries) logs out and goes to /login (campaigns.md §4).
  const { state, reload } = useHome(contact.contactID, () => void logout());
  const home = state.status === 'ready' ? state.home : null;
  return (
    <Page>
      <Hero>
        <Greeting>
          {greetingFor(new Date().getHours())}, <strong data-testid="greeting-name">{contact.contactName}</strong>
        </Greeting>
        <Title>Earn</Title>
        <Sub>Pick up paid campaigns or enter a contest. Everything you earn shows up under Payments.</Sub>
      </Hero>
      <OnboardingPrompt contactId={contact.contactID} isCreator={contact.contactType === 'creator'} />
      {contact.contactType === 'creator' ? <EarningsFigures earnings={home?.results.Earnings ?? null} loading={state.status === 'loading'} /> : null}
      <EarnCards contactId={contact.contactID} />
      <section aria-labelledby="opportunities-title">
        <SectionTitle id="opportunities-title">Opportunities</SectionTitle>
        <DashboardTabs
          contactId={contact.contactID}
          email={contact.logInUsername ?? ''}
          deadlines={home ? home.results.Actions.flatMap((a) => a.Row_Campaigns) : null}
        />
      </section>
      {home ? <FirstVisitModals home={home} reload={reload} onDecline={() => void logout()} /> : null}
    </Page>
  );
}
