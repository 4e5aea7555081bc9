import { Link } from 'react-router-dom';
import { actsAsOwner, PRODUCT } from '@chorus/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { RosterCards, WhoCanAccess } from '../../../features/account/components/accounts.tsx';
import { AccountActivity } from '../../../features/account/components/activity.tsx';
import { AddCreator } from '../../../features/signup/components/add-creator-button.tsx';
import { ContactInformationForm } from '../../../features/account/components/contact-form.tsx';
import { Section } from '../../../features/account/components/form-parts.tsx';
import { CreatorPaymentEmail } from '../../../features/account/components/payment-email-admin.tsx';
import { ProfilesList } from '../../../features/account/components/profiles.tsx';
import { useAccounts, useInformation, useProfiles, useRoster, useSubjectParam } from '../../../features/account/hooks/use-account.ts';
import { useSwitchAccount } from '../../../features/switch-account/hooks/use-switch-account.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { isNotFound } from '../../../hooks/use-query.ts';
import { BackToSettings, LoadFailed, Loading, useContact } from './account-screens.tsx';

/** /account/accounts/: a manager's roster cards, or a creator's 'Who Can Access My Account'. */
export function AccountsRoute() {
  const contact = useContact();
  const manager = contact.contactType === 'manager';
  const title = manager ? 'Manage Roster' : `${PRODUCT} Accounts`;
  useDocumentTitle(title);
  // Who may access the account, and its activity, are the owner's: a delegate acting here (switched into an account
  // that has its own login) sees the list but neither changes it nor reads the activity.
  const owner = actsAsOwner(contact);
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title={title} description={manager ? 'The creators you manage.' : 'Who can access your account, and the accounts you can access.'} />
      {manager ? <Roster /> : <Grants owner={owner} />}
      <AccountActivity enabled={owner} />
    </>
  );
}

function Grants({ owner }: { owner: boolean }) {
  const accounts = useAccounts();
  if (accounts.error) return <LoadFailed error={accounts.error} onRetry={accounts.reload} />;
  if (!accounts.data) return <Loading label="Loading accounts" />;
  return <WhoCanAccess accounts={accounts.data.results.Accounts} onChanged={accounts.reload} owner={owner} />;
}

function Roster() {
  const roster = useRoster(true);
  const { switchTo, pendingId, error } = useSwitchAccount();
  if (roster.error) return <LoadFailed error={roster.error} onRetry={roster.reload} />;
  if (!roster.data) return <Loading label="Loading your roster" />;
  return (
    <>
      {error ? <LoadFailed error={new Error(error)} onRetry={() => undefined} /> : null}
      <AddCreator onAdded={roster.reload} />
      <RosterCards roster={roster.data.results.data.roster} onLogin={(id) => void switchTo(id)} loginPendingId={pendingId} onChanged={roster.reload} />
    </>
  );
}

/** /account/admin?ContactID&UID: a manager edits a rostered creator's info, handles and rates (and payment email without a login). */
export function AdminRoute() {
  useDocumentTitle('Creator Admin');
  const subject = useSubjectParam();
  const info = useInformation(subject);
  const profiles = useProfiles(subject);
  const back = <Link to="/account/accounts/">Manage Roster</Link>;
  if (!subject) return <PageHeader eyebrow={back} title="Creator Admin" description="Open a creator from your roster." />;
  if (isNotFound(info.error)) return <PageHeader eyebrow={back} title="Creator Admin" description="That creator is not on your roster." />;
  const c = info.data?.results.ContactInformation;
  return (
    <>
      <PageHeader eyebrow={back} title={c ? `${c.FirstName} ${c.LastName}` : 'Creator Admin'} description="Their details, handles and rates." />
      {info.error ? <LoadFailed error={info.error} onRetry={info.reload} /> : null}
      {info.data ? (
        <Section aria-labelledby="admin-info">
          <h2 id="admin-info">Contact Information</h2>
          <ContactInformationForm data={info.data.results} subject={subject} />
        </Section>
      ) : info.loading ? (
        <Loading label="Loading the creator" />
      ) : null}
      <Section aria-labelledby="admin-handles">
        <h2 id="admin-handles">Handles and Rates</h2>
        {profiles.data ? <ProfilesList profiles={profiles.data.results.ContactPlatforms} subject={subject} /> : profiles.error ? <LoadFailed error={profiles.error} onRetry={profiles.reload} /> : <Loading label="Loading handles" />}
      </Section>
      {c && !c.HasLogin ? (
        <Section aria-labelledby="admin-payment">
          <h2 id="admin-payment">Payment Email</h2>
          <CreatorPaymentEmail subject={subject} current={c.EmailAddress_Payment} onSaved={info.reload} />
        </Section>
      ) : null}
    </>
  );
}
