import { pageMessages, type FaqItem } from '@chorus/core';
import { Card, Spinner, token } from '@chorus/ui';
import { ChevronDown, ChevronRight, CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages, isNotFound } from '../../../hooks/use-query.ts';
import type { FaqAudience } from '../api/pages.ts';
import { useFaq } from '../hooks/use-pages.ts';
import { HtmlContent } from './html-content.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-width: 820px;
`;

const Item = styled(Card)`
  padding: 0;
  overflow: hidden;
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 20px;
  border: 0;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: inset ${token('focus-ring')};
  }
  svg {
    flex: none;
    transition: transform ${token('duration-fast')} ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Question = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-weight: 650;
  font-size: 1rem;
`;

const Subtext = styled.span`
  font-weight: 400;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

const Panel = styled.div`
  padding: 0 20px 18px;
`;

const Permalink = styled(Link)`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${token('color-primary-strong')};
`;

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 20px;
  color: ${token('color-text')};
  text-decoration: none;
  &:hover {
    background: ${token('color-surface-sunken')};
  }
`;

const Loading = () => (
  <div role="status" aria-live="polite" style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
    <Spinner size={20} /> Loading questions…
  </div>
);

export interface FaqPageProps {
  audience: FaqAudience;
}

/**
 * The FAQ: for visitors an accordion (each question opens in place; a link opens it alone at /pagefaqlist), for
 * signed-in creators a list whose questions open at /faqlist/?FaqID= (accounts.md §2).
 */
export function FaqPage({ audience }: FaqPageProps) {
  useDocumentTitle('FAQ');
  const faq = useFaq(audience);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rows = faq.data?.Row_FaqQuestions ?? [];

  return (
    <section>
      <PageHeader title="Frequently Asked Questions" description="How campaigns, contests, payments and your account work on Chorus." />
      {faq.loading && !faq.data ? <Loading /> : null}
      {faq.error ? <ErrorPanel messages={errorMessages(faq.error)} onRetry={faq.reload} /> : null}
      {faq.data && rows.length === 0 ? <EmptyPanel icon={CircleHelp} title="No questions yet" /> : null}
      <List>
        {rows.map((q) =>
          audience === 'public' ? (
            <AccordionItem key={q.FaqID} item={q} open={open.has(q.FaqID)} onToggle={() => toggle(q.FaqID)} />
          ) : (
            <li key={q.FaqID}>
              <Item>
                <RowLink to={`/faqlist/?FaqID=${q.FaqID}`}>
                  <Question>
                    {q.Question}
                    {q.subtext ? <Subtext>{q.subtext}</Subtext> : null}
                  </Question>
                  <ChevronRight size={20} aria-hidden="true" />
                </RowLink>
              </Item>
            </li>
          ),
        )}
      </List>
    </section>
  );
}

interface AccordionItemProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}

function AccordionItem({ item, open, onToggle }: AccordionItemProps) {
  const panelId = `faq-answer-${item.FaqID}`;
  return (
    <li>
      <Item>
        <h2 style={{ margin: 0, fontSize: 'inherit' }}>
          <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            <Question>
              {item.Question}
              {item.subtext ? <Subtext>{item.subtext}</Subtext> : null}
            </Question>
            <ChevronDown size={20} aria-hidden="true" />
          </Toggle>
        </h2>
        <Panel id={panelId} role="region" aria-label={item.Question} hidden={!open}>
          <HtmlContent html={item.Answer} />
          <Permalink to={`/pagefaqlist?FaqID=${item.FaqID}`}>Open this answer on its own page</Permalink>
        </Panel>
      </Item>
    </li>
  );
}

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${token('color-text-muted')};
  }
  a {
    color: ${token('color-primary-strong')};
    font-weight: 600;
  }
`;

export interface FaqDetailPageProps {
  audience: FaqAudience;
  faqId: number | null;
}

/** One question and its HTML answer, with a breadcrumb back to the list (/faq, or /pagefaq for visitors). */
export function FaqDetailPage({ audience, faqId }: FaqDetailPageProps) {
  const faq = useFaq(audience, faqId);
  const back = audience === 'public' ? '/pagefaq' : '/faq';
  const title = faq.data?.Question ?? 'FAQ';
  useDocumentTitle(title);
  const crumbs = (
    <Crumbs aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={back}>FAQ</Link>
        </li>
        <li aria-current="page">{faq.data?.Question ?? 'Question'}</li>
      </ol>
    </Crumbs>
  );
  if (faqId === null || isNotFound(faq.error))
    return (
      <section>
        <PageHeader title="Question not found" eyebrow={crumbs} />
        <EmptyPanel icon={CircleHelp} title={pageMessages.faqNotFound} />
      </section>
    );
  return (
    <section>
      <PageHeader title={title} eyebrow={crumbs} />
      {faq.loading && !faq.data ? <Loading /> : null}
      {faq.error ? <ErrorPanel messages={errorMessages(faq.error)} onRetry={faq.reload} /> : null}
      {faq.data?.Answer ? (
        <Card>
          <HtmlContent html={faq.data.Answer} />
        </Card>
      ) : null}
    </section>
  );
}
