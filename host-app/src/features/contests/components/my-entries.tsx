import { Button, Loading, SkeletonBlock, token } from '@chorus/ui';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useMyEntries } from '../hooks/use-my-entries.ts';
import { EntriesTable } from './entries-table.tsx';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin-bottom: 12px;
  h2 {
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

const Count = styled.span`
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
  font-weight: 600;
`;

const SkeletonRows = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

function Section({ title, children, count }: { title: string; count?: number; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    // Not a landmark of its own: the table's scroll region already carries this name.
    <section>
      <SectionHead>
        <h2 id={id}>{title}</h2>
        {count !== undefined ? <Count aria-hidden="true">{count}</Count> : null}
      </SectionHead>
      {children(id)}
    </section>
  );
}

export interface MyEntriesProps {
  /** Leads to the Active Contests tab from the empty state. */
  onBrowse: () => void;
}

/** My Entries: Active Entries and Past Entries (contests.md §2), with loading, empty and error states. */
export function MyEntries({ onBrowse }: MyEntriesProps) {
  const { lists, error, reload } = useMyEntries();

  if (!lists && error) return <ErrorPanel title="We could not load your entries" messages={errorMessages(error)} onRetry={reload} />;
  if (!lists)
    return (
      <Loading label="Loading your entries">
        <Sections>
          {[0, 1].map((i) => (
            <div key={i}>
              <SkeletonBlock $w="160px" $h="22px" style={{ marginBottom: 12 }} />
              <SkeletonRows>
                {[0, 1, 2].map((r) => (
                  <SkeletonBlock key={r} $h="28px" />
                ))}
              </SkeletonRows>
            </div>
          ))}
        </Sections>
      </Loading>
    );

  const none = lists.active.length === 0 && lists.past.length === 0;
  return (
    <Sections>
      <Section title="Active Entries" count={lists.active.length}>
        {(id) => <EntriesTable label="Active entries" entries={lists.active} captionId={id} />}
      </Section>
      <Section title="Past Entries" count={lists.past.length}>
        {(id) => <EntriesTable label="Past entries" entries={lists.past} captionId={id} />}
      </Section>
      {none ? (
        <div>
          <Button onClick={onBrowse}>Browse active contests</Button>
        </div>
      ) : null}
    </Sections>
  );
}
