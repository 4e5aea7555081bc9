import type { ReactNode } from 'react';
import type { ClientConfig } from '@chorus/client';
import { contestMessages, type ContestDetail } from '@chorus/core';
import { entryBlocker, useContest, visitorReason } from './contest-entry.ts';
import { EntryGate } from './entry-gate.tsx';
import { Panel, Skeleton } from './form.styles.ts';
import { ErrorState, Loading } from './states.tsx';
import type { ApiProps } from './use-resource.ts';
import { SkeletonBlock, WidgetRoot } from './widget-root.ts';

export interface ContestFormShellProps extends ApiProps {
  contestId: number;
  contest?: ContestDetail;
  signedIn: boolean;
  bare?: boolean;
  onError?: (messages: string[]) => void;
  onNavigate?: (path: string) => void;
  /** Shown instead of the "please log in" notice: signing in right here (an embed's in-place sign-in). */
  signInStep?: (contest: ContestDetail) => ReactNode;
  /** The form, once the contest is known and takes entries from this visitor. */
  children: (contest: ContestDetail, config: ClientConfig) => ReactNode;
}

/** What the entry and handle forms share: the contest (given or loaded), its loading and error states, and the gate. */
export function ContestFormShell({ contestId, contest: given, signedIn, bare = false, onError, onNavigate, signInStep, children, ...api }: ContestFormShellProps) {
  const { config, contest, resource } = useContest(contestId, given, api, onError);
  let body;
  if (!contest && resource.error) body = <ErrorState messages={resource.error} onRetry={resource.reload} />;
  else if (!contest)
    body = (
      <Loading label="Loading the entry form">
        <Skeleton>
          <SkeletonBlock $w="55%" $h="22px" />
          <SkeletonBlock $h="46px" />
          <SkeletonBlock $h="46px" />
          <SkeletonBlock $h="50px" />
        </Skeleton>
      </Loading>
    );
  else {
    const blocked = entryBlocker(contest, signedIn);
    if (!blocked) body = children(contest, config);
    else if (blocked === contestMessages.loginRequired && signInStep) body = signInStep(contest);
    else body = <EntryGate contest={contest} reason={blocked} detail={visitorReason(contest, signedIn)} onNavigate={onNavigate} />;
  }
  return (
    <WidgetRoot part="root">
      <Panel $bare={bare} part="form-panel">
        {body}
      </Panel>
    </WidgetRoot>
  );
}
