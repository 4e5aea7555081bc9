import { useState } from 'react';
import { check, getHelpWanted } from '@chorus/client';
import { helpWantedPlatformName, homeMessages as m, type HelpWantedItem } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { EmptyState, ErrorState, Loading } from '../widget-kit/states.tsx';
import { useClientConfig, useResource, type ApiProps } from '../widget-kit/use-resource.ts';
import { SkeletonBlock, WidgetRoot } from '../widget-kit/widget-root.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { Body, Cover, Grid } from './help-wanted.styles.ts';

export interface HelpWantedProps extends ApiProps {
  /** The applications were sent: which opportunity, and the server's message. */
  onSubmitted?: (application: { opportunityId: number; title: string; message: string }) => void;
  onError?: (messages: string[]) => void;
  /** Log In and the like: a Chorus path ('/login?returnTo=/dashboard'). */
  onNavigate?: (path: string) => void;
}

/**
 * The Help Wanted grid (campaigns.md §2, §3, §5) for a signed-in creator (a token): each open opportunity with
 * Apply Now, which opens the apply form (one handle, every field filled). Without a token it asks to log in.
 */
export function HelpWanted({ onSubmitted, onError, onNavigate, ...api }: HelpWantedProps) {
  const config = useClientConfig(api);
  const [applying, setApplying] = useState<HelpWantedItem | null>(null);
  const [applied, setApplied] = useState<number[]>([]);
  const signedIn = Boolean(config.token);
  const resource = useResource(
    signedIn ? `help-wanted:${config.baseUrl}:${config.token}` : null,
    async (signal) => {
      const [me, list] = await Promise.all([check(config), getHelpWanted(config, signal)]);
      return { me: me.results.contactDetail, items: list.results.data };
    },
    onError,
  );

  let body;
  if (!signedIn)
    body = (
      <Alert tone="info" role="status" part="notice">
        <span>Log in to see who is looking for help and apply.</span>
        {onNavigate ? (
          <span>
            <Button size="sm" style={{ marginTop: 8 }} onClick={() => onNavigate('/login?returnTo=%2Fdashboard')}>
              Log In
            </Button>
          </span>
        ) : null}
      </Alert>
    );
  else if (resource.error && !resource.data) body = <ErrorState messages={resource.error} onRetry={resource.reload} />;
  else if (!resource.data)
    body = (
      <Loading label="Loading opportunities">
        <Grid>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <SkeletonBlock $h="220px" />
            </li>
          ))}
        </Grid>
      </Loading>
    );
  else if (!resource.data.items.length) body = <EmptyState>{m.nothingHere}</EmptyState>;
  else
    body = (
      <Grid aria-label="Help wanted" part="grid">
        {resource.data.items.map((item) => (
          <li key={item.id}>
            <Card element="article" part="card">
              <Cover src={item.ExploreSurvey_ImageURLLocation} alt="" />
              <Body>
                <Badge tone="neutral">{helpWantedPlatformName(item.PlatformID)}</Badge>
                <h3>{item.ExploreSurveyTitle_ExternalPublic}</h3>
                {item.ConnectedPartnerName ? <p>By {item.ConnectedPartnerName}</p> : null}
                <p>{item.ExploreSurvey_HeaderOrListShortDescription}</p>
                {item.Applied || applied.includes(item.id) ? (
                  <Badge tone="success">Applied</Badge>
                ) : (
                  <Button onClick={() => setApplying(item)} aria-label={`Apply Now: ${item.ExploreSurveyTitle_ExternalPublic}`} part="apply-button">
                    Apply Now
                  </Button>
                )}
              </Body>
            </Card>
          </li>
        ))}
      </Grid>
    );

  return (
    <WidgetRoot>
      {body}
      {applying && resource.data ? (
        <ApplyDialog
          item={applying}
          config={config}
          contactId={resource.data.me.contactID}
          email={resource.data.me.logInUsername ?? ''}
          onClose={() => setApplying(null)}
          onError={onError}
          onApplied={(message) => {
            setApplied((ids) => [...ids, applying.id]);
            onSubmitted?.({ opportunityId: applying.ExploreSurveyID, title: applying.ExploreSurveyTitle_ExternalPublic, message });
          }}
        />
      ) : null}
    </WidgetRoot>
  );
}
