import { actsAsOwner } from '@chorus/core';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@chorus/ui';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { ContactInformationForm } from '../../../features/account/components/contact-form.tsx';
import { DeactivateForm } from '../../../features/account/components/deactivate-form.tsx';
import { PhotoUpload, TaxDocuments } from '../../../features/account/components/files.tsx';
import { PasswordForm, UsernameForm, UsernameLinkNotice } from '../../../features/account/components/login-info.tsx';
import { OwnerOnlyNote } from '../../../features/account/components/form-parts.tsx';
import { NotificationPreferencesForm } from '../../../features/account/components/notification-preferences.tsx';
import { SettingsList } from '../../../features/account/components/settings-list.tsx';
import { useInformation, useNotificationPreferences, useTax, useUsername } from '../../../features/account/hooks/use-account.ts';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useSession, useSessionStore } from '../../../lib/session.tsx';

/** The signed-in contact (these screens are under ProtectedLayout, so there is one). */
export function useContact() {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('account screens need a session');
  return session.contact;
}

export const BackToSettings = () => <Link to="/settings">Account Settings</Link>;

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <Spinner label={label} />
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorPanel messages={errorMessages(error)} onRetry={onRetry} />;
}

/** /settings: the Account Settings list (accounts.md §2). */
export function SettingsRoute() {
  useDocumentTitle('Account Settings');
  const contact = useContact();
  return (
    <>
      <PageHeader title="Account Settings" description="Your login, contact and payment details, tax forms, profiles and photo." />
      <SettingsList contactType={contact.contactType} />
    </>
  );
}

/** /account/credentials/: the login email (changed by an emailed link) and the password; the owner's alone to change. */
export function CredentialsRoute() {
  useDocumentTitle('Login Information');
  const owner = actsAsOwner(useContact());
  const username = useUsername();
  const [params, setParams] = useSearchParams();
  // Kept once read: the address is cleaned after use, and the outcome must stay on screen.
  const [link] = useState(() => {
    const token = params.get('username_token');
    const id = params.get('username_token_uid');
    return token && id ? { token, id } : null;
  });
  const { reload } = username;
  const linkDone = useCallback(() => {
    reload();
    setParams({}, { replace: true });
  }, [reload, setParams]);
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Login Information" description="The email you log in with, and your password." />
      {link ? <UsernameLinkNotice token={link.token} id={link.id} onDone={linkDone} /> : null}
      {username.error ? <LoadFailed error={username.error} onRetry={username.reload} /> : null}
      {!owner ? (
        <OwnerOnlyNote />
      ) : (
        <>
          {username.data ? <UsernameForm detail={username.data.results} onRequested={username.reload} /> : username.loading ? <Loading label="Loading your login" /> : null}
          <PasswordForm />
        </>
      )}
    </>
  );
}

/** /account/contact/: the acting contact's Contact Information. */
export function ContactInformationRoute() {
  useDocumentTitle('Contact Information');
  const contact = useContact();
  const info = useInformation();
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Contact Information" description="Your name, address, phone, email and birthday." />
      {info.error ? <LoadFailed error={info.error} onRetry={info.reload} /> : null}
      {info.data ? (
        <ContactInformationForm data={info.data.results} showCompany={contact.contactType === 'manager'} />
      ) : info.loading ? (
        <Loading label="Loading your contact information" />
      ) : null}
    </>
  );
}

/**
 * /account/notifications/: which kinds of notification come in the app and by email (issue 24). Anyone acting in the
 * account may change them (not identity or money); the owner's activity shows a delegate's change.
 */
export function NotificationsSettingsRoute() {
  useDocumentTitle('Notifications');
  const prefs = useNotificationPreferences();
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Notifications" description="Choose what we tell you about in the app and by email." />
      {prefs.error ? <LoadFailed error={prefs.error} onRetry={prefs.reload} /> : null}
      {prefs.data ? (
        <NotificationPreferencesForm preferences={prefs.data.results.NotificationPreferences} />
      ) : prefs.loading ? (
        <Loading label="Loading your notification settings" />
      ) : null}
    </>
  );
}

/** /account/deactivate/: deactivate, then log out after 5 seconds. */
export function DeactivateRoute() {
  useDocumentTitle('Deactivate Account');
  const owner = actsAsOwner(useContact());
  const logout = useLogout();
  const store = useSessionStore();
  // The server has already ended every session: forget this one locally and go to the login page.
  const loggedOut = useCallback(() => {
    void logout().catch(() => store.signOut('logout'));
  }, [logout, store]);
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Deactivate Account" />
      {owner ? <DeactivateForm onLoggedOut={loggedOut} /> : <OwnerOnlyNote />}
    </>
  );
}

/** /account/tax/: the tax form. */
export function TaxRoute() {
  useDocumentTitle('Tax Documents');
  const tax = useTax();
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Tax Documents" description="Upload the tax form we need to pay you." />
      {tax.error ? <LoadFailed error={tax.error} onRetry={tax.reload} /> : null}
      {tax.data ? <TaxDocuments tax={tax.data.results} onChanged={tax.reload} /> : tax.loading ? <Loading label="Loading your tax form" /> : null}
    </>
  );
}

/** /account/photo/: the profile photo; the header's picture follows at once. */
export function PhotoRoute() {
  useDocumentTitle('Profile Photo');
  const contact = useContact();
  const store = useSessionStore();
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Profile Photo" />
      <PhotoUpload name={contact.contactName} imageUrl={contact.contactImageUrl} onUploaded={(url) => store.updateContact({ ...contact, contactImageUrl: url })} />
    </>
  );
}

