import { useId, useState } from 'react';
import { getApprovedEntries } from '@chorus/client';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { formatShortDate, platformLabel, safeHref } from '../widget-kit/format.ts';
import { Pager } from '../widget-kit/pager.tsx';
import { EmptyState, ErrorState, Loading } from '../widget-kit/states.tsx';
import { useClientConfig, useResource, type ApiProps } from '../widget-kit/use-resource.ts';
import { SkeletonBlock } from '../widget-kit/widget-root.ts';
import { EntryList, Muted, Section, SectionTitle } from './contest-detail.styles.ts';

const PAGE_SIZE = 10;

/** Approved entries, newest first, ten to a page. */
export function ApprovedEntries({ contestId, ...api }: ApiProps & { contestId: number }) {
  const id = useId();
  const config = useClientConfig(api);
  const [page, setPage] = useState(1);
  const resource = useResource(
    `${config.baseUrl}|${contestId}|${page}`,
    async (signal) => (await getApprovedEntries(config, contestId, page, PAGE_SIZE, signal)).results.data,
  );
  const data = resource.data;

  let body;
  if (!data && resource.error) body = <ErrorState messages={resource.error} onRetry={resource.reload} />;
  else if (!data)
    body = (
      <Loading label="Loading approved entries">
        <div style={{ display: 'grid', gap: 10 }}>
          {[0, 1, 2, 3].map((i) => (
            <SkeletonBlock key={i} $h="28px" />
          ))}
        </div>
      </Loading>
    );
  else if (data.total === 0) body = <EmptyState />;
  else
    body = (
      <>
        {resource.error ? <ErrorState messages={resource.error} onRetry={resource.reload} /> : null}
        <EntryList aria-busy={resource.loading || undefined}>
          {data.rows.map((e) => (
            <li key={e.id}>
              <span>
                <strong>@{e.creator}</strong>
                {e.platform ? <Muted as="span"> · {platformLabel(e.platform)}</Muted> : null}
              </span>
              <span>
                <Muted as="span">{formatShortDate(e.createdAt)}</Muted>
                {safeHref(e.link) ? (
                  <>
                    {' · '}
                    <a href={safeHref(e.link)} target="_blank" rel="noopener noreferrer">
                      View post<VisuallyHidden>{` by @${e.creator} (opens in a new window)`}</VisuallyHidden>
                    </a>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </EntryList>
        <Pager label="Approved entries" page={data.page} totalPages={data.totalPages} total={data.total} pageSize={data.pageSize} busy={resource.loading} onPage={setPage} />
      </>
    );

  return (
    <Section part="approved-entries" aria-labelledby={id}>
      <SectionTitle id={id}>Approved Entries</SectionTitle>
      {body}
    </Section>
  );
}
