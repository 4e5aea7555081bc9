import { token } from '@chorus/ui';
import { styled } from 'styled-components';

const Body = styled.div`
  color: ${token('color-text')};
  line-height: 1.65;
  max-width: 72ch;
  overflow-wrap: anywhere;

  h3 {
    font-size: 1.125rem;
    margin: 28px 0 8px;
  }
  h4 {
    font-size: 1rem;
    margin: 20px 0 6px;
  }
  p,
  ul,
  ol {
    margin: 0 0 12px;
  }
  ul,
  ol {
    padding-left: 22px;
  }
  li + li {
    margin-top: 4px;
  }
  a {
    color: ${token('color-primary-strong')};
    text-decoration: underline;
  }
`;

export interface HtmlContentProps {
  /** HTML the server has sanitized (FAQ answers, legal documents). */
  html: string;
  className?: string;
}

/** Rich text from the server, which sanitizes it before it is stored and again before it is sent. */
export function HtmlContent({ html, className }: HtmlContentProps) {
  return <Body className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
