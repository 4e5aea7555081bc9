import { getHelpWanted } from '@chorus/client';
import type { HelpWantedItem } from '@chorus/core';
import { ApplyDialog, Badge, Button, Card, Spinner } from '@chorus/ui';
import { useEffect, useMemo, useState } from 'react';
import { apiConfig } from '../../../lib/api-client.ts';
import { Cover, NothingHere } from './help-wanted-grid.tsx';

export interface OpportunityPageProps {
  id: number | null;
  contactId: number;
  email: string;
}

/** The help-wanted opportunity page (campaigns.md §2, query ID): one opportunity's card with Apply Now. */
export function OpportunityCard({ id, contactId, email }: OpportunityPageProps) {
  const [item, setItem] = useState<HelpWantedItem | null | undefined>(undefined);
  const [applying, setApplying] = useState(false);
  const client = useMemo(apiConfig, []);
  useEffect(() => {
    const controller = new AbortController();
    getHelpWanted(apiConfig(), controller.signal).then(
      (r) => setItem(r.results.data.find((i) => i.id === id) ?? null),
      () => {
        if (!controller.signal.aborted) setItem(null);
      },
    );
    return () => controller.abort();
  }, [id]);
  if (item === undefined) return <Spinner />;
  if (item === null) return <NothingHere />;
  return (
    <Card element="article" style={{ maxWidth: 560 }}>
      <Cover src={item.ExploreSurvey_ImageURLLocation} alt="" />
      <h2 style={{ marginTop: 12 }}>{item.ExploreSurveyTitle_ExternalPublic}</h2>
      {item.ConnectedPartnerName ? <p>By {item.ConnectedPartnerName}</p> : null}
      <p>{item.ExploreSurvey_HeaderOrListShortDescription}</p>
      <div style={{ marginTop: 12 }}>
        {item.Applied ? (
          <Badge tone="success">Applied</Badge>
        ) : (
          <Button type="button" onClick={() => setApplying(true)}>
            Apply Now
          </Button>
        )}
      </div>
      {applying ? (
        <ApplyDialog
          item={item}
          config={client}
          contactId={contactId}
          email={email}
          onClose={() => setApplying(false)}
          onApplied={() => setItem({ ...item, Applied: true })}
        />
      ) : null}
    </Card>
  );
}
