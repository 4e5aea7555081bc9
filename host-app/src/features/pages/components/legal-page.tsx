import { formatLongDate, type LegalType } from '@chorus/core';
import { Card, Spinner } from '@chorus/ui';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useLegal } from '../hooks/use-pages.ts';
import { HtmlContent } from './html-content.tsx';


export interface LegalPageProps {
  type: LegalType;
}

/** /terms and /privacy: the current version of the document, as the server publishes it. */
export function LegalPage({ type }: LegalPageProps) {
  useDocumentTitle(type);
  const doc = useLegal(type);
  const published = doc.data ? `Version ${doc.data.Version}, published ${formatLongDate(doc.data.PublishedAt)}` : undefined;
  return (
    <article>
      <PageHeader title={type} description={published} />
      {doc.loading && !doc.data ? (
        <div role="status" style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
          <Spinner size={20} /> Loading the {type}…
        </div>
      ) : null}
      {doc.error ? <ErrorPanel messages={errorMessages(doc.error)} onRetry={doc.reload} /> : null}
      {doc.data ? (
        <Card>
          <HtmlContent html={doc.data.Information} />
        </Card>
      ) : null}
    </article>
  );
}
