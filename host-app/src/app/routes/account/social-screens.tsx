import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProfileForm, ProfilesList } from '../../../features/account/components/profiles.tsx';
import { ResponseRates } from '../../../features/account/components/response-rates.tsx';
import { useProfiles, useSubjectParam } from '../../../features/account/hooks/use-account.ts';
import * as api from '../../../features/account/api/account.ts';
import { useQuery } from '../../../hooks/use-query.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { accountMessages as am } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { BackToSettings, LoadFailed, Loading, useContact } from './account-screens.tsx';

/** A manager's own account has no handles (accounts.md §2; the server refuses them too): their roster's are on Admin pages. */
function NoOwnProfiles() {
  return <Alert tone="info">{am.profilesCreatorsOnly} Your creators’ handles are on their Admin pages under Manage Roster.</Alert>;
}

/** /account/social/: the Social Media Profiles list. */
export function SocialRoute() {
  useDocumentTitle('Social Media Profiles');
  const own = useContact().contactType === 'creator';
  const profiles = useProfiles();
  if (!own)
    return (
      <>
        <PageHeader eyebrow={<BackToSettings />} title="Social Media Profiles" />
        <NoOwnProfiles />
      </>
    );
  return (
    <>
      <PageHeader eyebrow={<BackToSettings />} title="Social Media Profiles" description="Your handles, with the rates you charge per post." />
      {profiles.error ? <LoadFailed error={profiles.error} onRetry={profiles.reload} /> : null}
      {profiles.data ? (
        <>
          <ResponseRates profiles={profiles.data.results.ContactPlatforms} />
          <ProfilesList profiles={profiles.data.results.ContactPlatforms} />
        </>
      ) : profiles.loading ? (
        <Loading label="Loading your profiles" />
      ) : null}
    </>
  );
}

/** /account/updatesocial/?ContactPlatformID={id or 0}&UID={uid or New} (and ContactID/ContactUID from the Admin page). */
export function UpdateSocialRoute() {
  const [params] = useSearchParams();
  const subject = useSubjectParamForProfile(params);
  const id = Number(params.get('ContactPlatformID') ?? '0') || 0;
  const uid = params.get('UID') ?? 'New';
  const isNew = id === 0;
  useDocumentTitle(isNew ? 'Add Social Profile' : 'Edit Social Profile');
  const own = useContact().contactType === 'creator';
  const profile = useQuery(subject || own ? `profile|${id}|${uid}|${subject?.ContactID ?? 'self'}` : null, (signal) => api.fetchProfile({ ContactPlatformID: id, UID: uid }, subject, signal));
  const back = subject ? `/account/admin?${new URLSearchParams({ ContactID: String(subject.ContactID), UID: subject.ContactUID })}` : '/account/social/';
  if (!subject && !own)
    return (
      <>
        <PageHeader eyebrow={<BackToSettings />} title={isNew ? 'Add Social Profile' : 'Edit Social Profile'} />
        <NoOwnProfiles />
      </>
    );
  return (
    <>
      <PageHeader eyebrow={<Link to={back}>{subject ? 'Creator Admin' : 'Social Media Profiles'}</Link>} title={isNew ? 'Add Social Profile' : 'Edit Social Profile'} />
      {profile.error ? <LoadFailed error={profile.error} onRetry={profile.reload} /> : null}
      {profile.data ? (
        <ProfileForm data={profile.data.results} subject={subject} back={{ to: back, label: subject ? 'Back to Creator Admin' : 'Back to Social Media Profiles' }} />
      ) : profile.loading ? (
        <Loading label="Loading the profile" />
      ) : null}
    </>
  );
}

/** On this page UID is the profile's; the creator comes as ContactID and ContactUID. */
function useSubjectParamForProfile(params: URLSearchParams) {
  const fromAdmin = useSubjectParam();
  return params.get('ContactUID') ? fromAdmin : undefined;
}
