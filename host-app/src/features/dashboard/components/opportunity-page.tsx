import { getHelpWanted } from '@chorus/client';
import type { HelpWantedItem } from '@chorus/core';
import { Badge, Button, Card, Spinner } from '@chorus/ui';
import { useEffect, useState } from 'react';
import { apiConfig } from '../../../lib/api-client.ts';
import { ApplyModal } from './apply-modal.tsx';
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
      {item.ExploreSurvey_ImageURLLocation ? <Cover src={item.ExploreSurvey_ImageURLLocation} alt="" /> : null}
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
      <ApplyModal
        item={applying ? item : null}
        contactId={contactId}
        email={email}
        onClose={() => setApplying(false)}
        onApplied={() => setItem({ ...item, Applied: true })}
      />
    </Card>
  );
}
