import { useId, useState } from 'react';
import type { EntrySignIn } from '../entry-form/sign-in-step.tsx';
import { contestMessages, genericMessages, detailPath, formatUsd, isHandleContest, POST_GUIDELINES, type ContestDetail as Contest, type EntryResult } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';
import { Button } from '../button/button.tsx';
import { Leaderboard, type LeaderboardProps } from '../leaderboard/leaderboard.tsx';
import { Modal } from '../modal/modal.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import { entryBlocker, useContest, visitorReason } from '../widget-kit/contest-entry.ts';
import { formatShortDate, resolveAsset } from '../widget-kit/format.ts';
import { LockIcon } from '../widget-kit/icons.tsx';
import { PlayButton } from '../widget-kit/play-button.tsx';
import { ErrorState, Loading } from '../widget-kit/states.tsx';
import type { ApiProps } from '../widget-kit/use-resource.ts';
import { accentStyle, SkeletonBlock, WidgetRoot } from '../widget-kit/widget-root.ts';
import { ApprovedEntries } from './approved-entries.tsx';
import {
  ClosedNote,
  Columns,
  GuidelineList,
  GuidelinesButton,
  Hero,
  HeroActions,
  HeroBody,
  HeroCover,
  HeroFacts,
  HeroText,
  Layout,
  Main,
  Name,
  Organizer,
  Pill,
  Pills,
  Side,
} from './contest-detail.styles.ts';
import { FocusOnArrival, useEntryForms } from './entry-dialog-forms.ts';
import { EarningsCard, HowToEnterCard, MilestoneCard, OverviewCard } from './detail-cards.tsx';
import { PrizesCard } from './prizes-card.tsx';

export interface ContestDetailProps extends ApiProps {
  contestId: number;
  /** The contest, when the caller has it already (stories, tests); otherwise it is loaded. */
  contest?: Contest;
  /** Signed in (token or session cookie). Defaults to whether a token is given. */
  signedIn?: boolean;
  /** Prefills the entry form's creator handle. */
  creator?: string;
  /** Level of the contest name heading: 1 when the widget is the page, 2 (default) inside another page. */
  headingLevel?: 1 | 2 | 3;
  /** Leaderboard rows per page: 10 (default), 25 or 100. */
  pageSize?: number;
  /** The viewer's own leaderboard rows (marked, with 'Find me'), when the host knows them. */
  mine?: LeaderboardProps['mine'];
  onNavigate?: (path: string) => void;
  onSubmitted?: (entry: EntryResult) => void;
  /**
   * Done on the entry's confirmation (contests.md: 'A Done button reloads the page'): after the dialog closes and a
   * contest it loaded itself is read again, the page reloads what it shows beside it (its contest, rank, leaderboard).
   */
  onDone?: () => void;
  onError?: (messages: string[]) => void;
  /**
   * A contest that asks visitors to log in: 'page' (default) goes to /login through `onNavigate`; 'inline' opens the
   * entry dialog, where the fan signs in without leaving the page (embeds on other sites).
   */
  signIn?: 'page' | 'inline';
}

/**
 * A contest page (contests.md §2): cover with play button, name, organizer, Exclusive pill, the Submit button
 * (post or handle; disabled-looking with the reason when the contest takes no entries), earnings and milestone
 * progress, overview, how to enter, leaderboard, approved entries, prizes and the post guidelines. A contest's
 * own colour becomes the accent.
 */
export function ContestDetail(props: ContestDetailProps) {
  const { contestId, contest: given, token, onError } = props;
  const { contest, resource } = useContest(contestId, given, props, onError);

  let body;
  if (!contest && resource.error) body = <ErrorState messages={resource.error} onRetry={resource.reload} />;
  else if (!contest)
    body = (
      <Loading label="Loading the contest">
        <Layout>
          <SkeletonBlock $h="300px" $r="18px" />
          <SkeletonBlock $h="160px" $r="18px" />
          <SkeletonBlock $h="220px" $r="18px" />
        </Layout>
      </Loading>
    );
  else body = <Loaded {...props} contest={contest} signedIn={props.signedIn ?? Boolean(token)} reload={resource.reload} />;

  return (
    <WidgetRoot part="root" style={accentStyle(contest?.color)}>
      {body}
    </WidgetRoot>
  );
}

function Loaded(props: ContestDetailProps & { contest: Contest; signedIn: boolean; reload: () => void }) {
  const { contest, signedIn, reload, apiBase = '', onNavigate, onSubmitted, pageSize } = props;
  const api = { apiBase, token: props.token, transport: props.transport };
  const [dialog, setDialog] = useState<'enter' | 'guidelines' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A fan who signed in inside the dialog stays signed in (in memory) when it closes and opens again.
  const [entrySignIn, setEntrySignIn] = useState<EntrySignIn | null>(null);
  const baseId = useId();
  const reasonId = `chorus-${baseId}-reason`;
  const nameId = `chorus-${baseId}-name`;
  const handle = isHandleContest(contest);
  const forms = useEntryForms();
  const label = handle ? 'Submit Your Handle' : 'Submit Your Post';
  const blocked = entryBlocker(contest, signedIn);
  const closed = blocked !== null && blocked !== contestMessages.loginRequired;
  // A visitor who may not enter as things stand is told why (their country or region), beside the way to log in.
  const note = closed ? blocked : visitorReason(contest, signedIn);
  const signInHere = blocked === contestMessages.loginRequired && props.signIn === 'inline';
  const ownPath = detailPath(contest, contest.id);
  const image = resolveAsset(apiBase, contest.image);
  const ends = formatShortDate(contest.endDate);

  const onEnter = () => {
    if (closed) return;
    if (blocked === contestMessages.loginRequired && !signInHere) onNavigate?.(`/login?returnTo=${encodeURIComponent(ownPath)}`);
    else setDialog('enter');
  };
  const finish = (message: string | null) => {
    setDialog(null);
    setNotice(message);
    // A no-op when the contest was handed in rather than loaded.
    reload();
  };
  const [refreshed, setRefreshed] = useState(0);
  const done = () => {
    finish(null);
    setRefreshed((n) => n + 1);
    props.onDone?.();
  };
  const formProps = {
    ...api,
    contestId: contest.id,
    contest,
    signedIn,
    bare: true,
    onSubmitted,
    onError: props.onError,
  };

  return (
    <Layout>
      <Hero part="hero" aria-labelledby={nameId}>
        <HeroCover part="cover">
          {/* The cover is the page's largest paint: fetched first (one request for both), its 16:9 box reserved. */}
          <FallbackImage src={image} alt="" data-backdrop="" aria-hidden="true" width={1280} height={720} fetchPriority="high" />
          <FallbackImage src={image} alt="" width={1280} height={720} fetchPriority="high" />
          <PlayButton audio={contest.audio} title={contest.name} apiBase={apiBase} size={56} />
        </HeroCover>
        <HeroBody>
          <HeroText>
            <Pills>
              {contest.isClosed ? (
                <Pill $tone="exclusive" part="exclusive-pill">
                  <LockIcon size={12} /> Exclusive
                </Pill>
              ) : null}
              {contest.event ? <Pill>{contest.event}</Pill> : null}
            </Pills>
            <Name id={nameId} part="title" as={`h${props.headingLevel ?? 2}`}>
              {contest.name}
            </Name>
            <Organizer>by {contest.organizer}</Organizer>
          </HeroText>
          <HeroFacts>
            <div>
              <dt>Total prizes</dt>
              <dd>{formatUsd(contest.prizeTotalCents)}</dd>
            </div>
            {ends ? (
              <div>
                <dt>{contest.hasEnded ? 'Ended' : 'Ends'}</dt>
                <dd>{ends}</dd>
              </div>
            ) : null}
          </HeroFacts>
          <HeroActions>
            <Button
              size="lg"
              fullWidth
              part="submit-button"
              aria-disabled={closed || undefined}
              aria-describedby={note ? reasonId : undefined}
              aria-haspopup={blocked && !signInHere ? undefined : 'dialog'}
              onClick={onEnter}
            >
              {label}
            </Button>
            {note ? <ClosedNote id={reasonId}>{note}</ClosedNote> : null}
            <GuidelinesButton type="button" onClick={() => setDialog('guidelines')} aria-haspopup="dialog">
              Post Guidelines
            </GuidelinesButton>
          </HeroActions>
        </HeroBody>
      </Hero>

      {notice ? (
        <Alert tone="success" title="Submission received">
          {notice}
        </Alert>
      ) : null}

      <Columns>
        <Main>
          <OverviewCard contest={contest} />
          <HowToEnterCard contest={contest} onGuidelines={() => setDialog('guidelines')} />
          <Leaderboard
            {...api}
            contestId={contest.id}
            variant={contest.competitionType.toLowerCase() === 'creative' ? 'creative' : 'standard'}
            pageSize={pageSize}
            headingLevel={3}
            mine={props.mine}
            refresh={refreshed}
            onError={props.onError}
          />
          <ApprovedEntries {...api} contestId={contest.id} />
        </Main>
        <Side>
          <EarningsCard contest={contest} />
          {contest.milestone ? <MilestoneCard milestone={contest.milestone} /> : null}
          <PrizesCard contest={contest} />
        </Side>
      </Columns>

      <Modal open={dialog === 'enter'} onClose={() => setDialog(null)} title={label} description={contest.name}>
        {forms === 'failed' ? (
          <ErrorState messages={[genericMessages.error]} />
        ) : !forms ? (
          <Spinner />
        ) : (
          <FocusOnArrival>
            {handle && props.signIn !== 'inline' ? (
              <forms.HandleForm
                {...formProps}
                onDone={done}
                onNavigate={(path) => (path === ownPath ? finish(contestMessages.confirmation) : onNavigate?.(path))}
              />
            ) : (
              <forms.EntryForm
                {...formProps}
                creator={props.creator}
                onDone={done}
                // A handle contest's form (EntryForm shows it for one) goes to the contest's own path once entered.
                onNavigate={handle ? (path) => (path === ownPath ? finish(contestMessages.confirmation) : onNavigate?.(path)) : onNavigate}
                signIn={props.signIn}
                entrySignIn={entrySignIn}
                onSignedIn={setEntrySignIn}
              />
            )}
          </FocusOnArrival>
        )}
      </Modal>

      <Modal
        open={dialog === 'guidelines'}
        onClose={() => setDialog(null)}
        title="Post Guidelines"
        size="sm"
        footer={<Button onClick={() => setDialog(null)}>Got it</Button>}
      >
        <GuidelineList>
          {POST_GUIDELINES.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </GuidelineList>
      </Modal>
    </Layout>
  );
}
