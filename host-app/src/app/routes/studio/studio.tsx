import { Building2 } from 'lucide-react';
import { Alert, Spinner, Tabs, buttonStyles } from '@chorus/ui';
import { styled } from 'styled-components';
import { useEffect, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { patchContest, postContest, postContestMedia, postSwitchOrganisation } from '../../../features/studio/api/studio.ts';
import { ContestActions } from '../../../features/studio/components/contest-actions.tsx';
import { ContestForm } from '../../../features/studio/components/contest-form.tsx';
import { ContestPreview } from '../../../features/studio/components/contest-preview.tsx';
import { ContestOverview } from '../../../features/studio/components/contest-overview.tsx';
import { InviteAcceptForm } from '../../../features/studio/components/invite-accept-form.tsx';
import { OrganisationRequestForm } from '../../../features/studio/components/organisation-request-form.tsx';
import { OrganisationSettings } from '../../../features/studio/components/organisation-settings.tsx';
import { StaffReview } from '../../../features/studio/components/staff-review.tsx';
import { Payouts } from '../../../features/studio/components/payouts.tsx';
import { PrizePayments } from '../../../features/studio/components/prize-payments.tsx';
import { ContestsTable } from '../../../features/studio/components/contests-table.tsx';
import { EmbedBuilder } from '../../../features/studio/components/embed-builder.tsx';
import { MetricsUpload } from '../../../features/studio/components/metrics-upload.tsx';
import { canModerate, ModerationQueue } from '../../../features/studio/components/moderation-queue.tsx';
import { StudioShell } from '../../../features/studio/components/studio-shell.tsx';
import { useContest, useContests, useMyOrganisations, useOrganisation } from '../../../features/studio/hooks/use-studio.ts';
import { CampaignPage, CampaignsPage, CreatorsPage, NewCampaignPage } from './studio-campaigns.tsx';
import { SessionGate } from '../app/protected-layout.tsx';
import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import type { OrganisationRole } from '@chorus/core';

interface Working {
  orgId: number;
  role: OrganisationRole;
  orgName: string;
}

const NewLink = styled(Link)`
  ${buttonStyles({ $variant: 'primary' })}
`;

function ContestsPage({ orgId, role }: Working) {
  const contests = useContests(orgId);
  return (
    <>
      <PageHeader
        title="Contests"
        description="Your organisation's contests: their entries, moderation and the code that puts them on your site."
        actions={canModerate(role) ? <NewLink to="/studio/contests/new">New contest</NewLink> : null}
      />
      {contests.error ? <ErrorPanel messages={errorMessages(contests.error)} onRetry={contests.reload} /> : null}
      {!contests.data && contests.loading ? <Spinner label="Loading contests" /> : null}
      {contests.data && !contests.data.results.data.length ? (
        <EmptyPanel icon={Building2} title="No contests yet">
          Contests your organisation runs will show here.
        </EmptyPanel>
      ) : null}
      {contests.data?.results.data.length ? <ContestsTable contests={contests.data.results.data} /> : null}
    </>
  );
}

function SettingsPage({ orgId }: Working) {
  const organisation = useOrganisation(orgId);
  return (
    <>
      <PageHeader title="Organisation" description="Your organisation's details, the sites its widgets run on, and who works in it." />
      {organisation.error ? <ErrorPanel messages={errorMessages(organisation.error)} onRetry={organisation.reload} /> : null}
      {organisation.data ? <OrganisationSettings orgId={orgId} organisation={organisation.data.results.data} onSaved={organisation.reload} /> : organisation.error ? null : <Spinner label="Loading the organisation" />}
    </>
  );
}

function PayoutsPage({ orgId, role }: Working) {
  return (
    <>
      <PageHeader title="Payouts" description="What your organisation owes its winners and creators, paid through PayPal Payouts." />
      <Payouts orgId={orgId} role={role} />
    </>
  );
}

function NewContestPage({ role, orgName }: Working) {
  const navigate = useNavigate();
  if (!canModerate(role)) return <Alert tone="info">Only an editor or owner of the organisation creates contests.</Alert>;
  return (
    <>
      <PageHeader eyebrow={<Link to="/studio/contests">Contests</Link>} title="New contest" />
      <ContestForm
        organizer={orgName}
        onSubmit={async (input) => (await postContest(input)).results.data.id}
        onUpload={async (id, what, file, onProgress) => (await postContestMedia(id, what, file, onProgress)).results.data}
        onDone={(id, uploadProblems) => navigate(`/studio/contests/${id}`, { state: { uploadProblems } })}
      />
    </>
  );
}

/** The contest's every field, for editors and owners; a viewer reads them in the preview. */
function ContestDetails({ orgId, contestId, role, orgName, onSaved }: Working & { contestId: number; onSaved: () => void }) {
  const contest = useContest(orgId, contestId);
  if (!canModerate(role)) return <Alert tone="info">Only an editor or owner of the organisation changes the contest. The Preview tab shows it as everyone sees it.</Alert>;
  if (contest.error) return <ErrorPanel messages={errorMessages(contest.error)} onRetry={contest.reload} />;
  if (!contest.data) return <Spinner label="Loading the contest" />;
  return (
    <ContestForm
      organizer={orgName}
      contest={contest.data.results.data}
      onSubmit={async (_request, changed) => (await patchContest(contestId, changed)).results.data.id}
      onUpload={async (id, what, file, onProgress) => (await postContestMedia(id, what, file, onProgress)).results.data}
      onDone={onSaved}
    />
  );
}

function ContestPage(working: Working) {
  const { orgId, role } = working;
  const id = Number(useParams().id);
  const uploadProblems = (useLocation().state as { uploadProblems?: string[] } | null)?.uploadProblems ?? [];
  const contests = useContests(orgId);
  const organisation = useOrganisation(orgId);
  const contest = contests.data?.results.data.find((c) => c.id === id);
  if (contests.error) return <ErrorPanel messages={errorMessages(contests.error)} onRetry={contests.reload} />;
  if (!contests.data) return <Spinner label="Loading the contest" />;
  if (!contest)
    return (
      <EmptyPanel icon={Building2} title="Contest not found" action={<Link to="/studio/contests">All contests</Link>}>
        This contest is not one of your organisation&rsquo;s.
      </EmptyPanel>
    );
  return (
    <>
      <PageHeader eyebrow={<Link to="/studio/contests">Contests</Link>} title={contest.name} description={`${contest.organizer} · ${contest.entriesCount} entries, ${contest.approvedCount} approved`} />
      {uploadProblems.length ? (
        <Alert tone="warning" title="The contest was created, but not all of its files">
          {uploadProblems.join(' ')} Try again in Details.
        </Alert>
      ) : null}
      <ContestActions contest={contest} role={role} onChanged={contests.reload} />
      {/* The Overview is first; editors and owners open on the queue (their daily work), viewers on the Overview. */}
      <Tabs
        label="Contest"
        defaultValue={canModerate(role) ? 'moderation' : 'overview'}
        items={[
          { id: 'overview', label: 'Overview', content: <ContestOverview orgId={orgId} contestId={contest.id} /> },
          { id: 'moderation', label: 'Moderation', content: <ModerationQueue orgId={orgId} contestId={contest.id} role={role} /> },
          { id: 'metrics', label: 'Metrics', content: <MetricsUpload contestId={contest.id} role={role} ended={contest.hasEnded} onRecorded={contests.reload} /> },
          { id: 'winners', label: 'Winners', content: <PrizePayments orgId={orgId} contestId={contest.id} ended={contest.hasEnded} role={role} /> },
          { id: 'details', label: 'Details', content: <ContestDetails {...working} contestId={contest.id} onSaved={contests.reload} /> },
          { id: 'preview', label: 'Preview', content: <ContestPreview contest={contest} /> },
          {
            id: 'embed',
            label: 'Embed',
            content: (
              <EmbedBuilder
                contestId={contest.id}
                organizer={contest.organizer}
                origin={window.location.origin}
                allowedOrigins={organisation.data?.results.data.allowedOrigins ?? []}
              />
            ),
          },
        ]}
      />
    </>
  );
}

/** The studio once the session works in an organisation: its frame and pages. Staff also review requests. */
function StudioArea({ staff }: { staff: boolean }) {
  const mine = useMyOrganisations();
  const [switching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<unknown>(null);
  const organisations = mine.data?.results.data ?? [];
  const acting = organisations.find((o) => o.acting);

  async function switchTo(organisationId: number) {
    setSwitching(true);
    setSwitchError(null);
    try {
      await postSwitchOrganisation(organisationId);
      mine.reload();
    } catch (err) {
      setSwitchError(err);
    } finally {
      setSwitching(false);
    }
  }

  // A login that works in none yet starts in its first organisation.
  const first = organisations[0];
  useEffect(() => {
    if (first && !acting && !switching && !switchError) void switchTo(first.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first?.id, acting?.id]);

  if (mine.error) return <ErrorPanel messages={errorMessages(mine.error)} onRetry={mine.reload} />;
  if (switchError) return <ErrorPanel messages={errorMessages(switchError)} onRetry={() => setSwitchError(null)} />;
  if (!mine.data) return <FullPageSpinner label="Loading your organisations" />;
  if (!organisations.length && staff)
    return (
      <main id="main" style={{ padding: 24 }}>
        <PageHeader title="Review" description="No organisation exists yet: approve the first request." />
        <StaffReview />
      </main>
    );
  if (!organisations.length)
    return (
      <EmptyPanel icon={Building2} title="No organisation yet" action={<Link to="/dashboard">Back to Chorus</Link>}>
        Your login is not a member of any organisation. Ask an owner of your label, brand or agency to invite you.
      </EmptyPanel>
    );
  if (!acting) return <FullPageSpinner label="Opening your organisation" />;
  const working = { orgId: acting.id, role: acting.role, orgName: acting.name };
  return (
    <StudioShell organisations={organisations} actingId={acting.id} onSwitch={(id) => void switchTo(id)} switching={switching} staff={staff}>
      {/* Keyed by the organisation: a switch loads every page again for the new one. */}
      <Routes key={acting.id}>
        <Route index element={<Navigate replace to="/studio/contests" />} />
        <Route path="contests" element={<ContestsPage {...working} />} />
        <Route path="contests/new" element={<NewContestPage {...working} />} />
        <Route path="contests/:id" element={<ContestPage {...working} />} />
        <Route path="campaigns" element={<CampaignsPage {...working} />} />
        <Route path="campaigns/new" element={<NewCampaignPage {...working} />} />
        <Route path="campaigns/:id" element={<CampaignPage {...working} />} />
        <Route path="creators" element={<CreatorsPage {...working} />} />
        <Route path="payouts" element={<PayoutsPage {...working} />} />
        <Route path="organisation" element={<SettingsPage {...working} />} />
        {staff ? (
          <Route
            path="review"
            element={
              <>
                <PageHeader title="Review" description="Organisations that asked to join, and creators waiting for approval." />
                <StaffReview />
              </>
            }
          />
        ) : null}
        <Route path="*" element={<Navigate replace to="/studio/contests" />} />
      </Routes>
    </StudioShell>
  );
}

/** `/studio/*`: the organisers' studio, its own lazily-loaded area (creators download none of it). */
export function StudioRoute() {
  return <SessionGate>{(contact) => <StudioArea staff={contact.contactType === 'admin'} />}</SessionGate>;
}

/** `/studio/join`: an organisation asks to join (public); with an invitation's link, a new member accepts it. */
export function StudioJoinRoute() {
  const [params] = useSearchParams();
  const inviteId = Number(params.get('invite_id'));
  const inviteToken = params.get('invite_token');
  const invited = inviteToken !== null && Number.isInteger(inviteId) && inviteId > 0;
  useDocumentTitle(invited ? 'Accept the invitation' : 'Request an organisation');
  return (
    <AuthLayout aside={null}>
      {invited ? (
        <>
          <h1>Accept the invitation</h1>
          <InviteAcceptForm inviteId={inviteId} inviteToken={inviteToken} />
        </>
      ) : (
        <>
          <h1>Request an organisation</h1>
          <p>For artists, labels, brands and agencies who run contests and campaigns on Chorus.</p>
          <OrganisationRequestForm />
        </>
      )}
    </AuthLayout>
  );
}
