import { PRODUCT } from '@chorus/core';
import { token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 24px clamp(16px, 4vw, 40px);
  border-top: 1px solid ${token('color-border')};
  /* Muted, not subtle: the subtle grey falls below 4.5:1 on the page background. */
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${token('color-text-muted')};
    text-decoration: none;
    font-weight: 500;
    &:hover {
      color: ${token('color-text')};
      text-decoration: underline;
    }
  }
`;

const footerLinks = (faq: string) => [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: faq, label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

export interface FooterProps {
  /** Where FAQ leads: the signed-in list, or the public one (/pagefaq) for visitors. */
  faqTo?: string;
  /** Something above the links (the public pages' newsletter signup). */
  extra?: ReactNode;
}

export function Footer({ faqTo = '/faq', extra }: FooterProps) {
  return (
    <Bar>
      {extra ? <div style={{ flexBasis: '100%' }}>{extra}</div> : null}
      <nav aria-label="Footer">
        <Links>
          {footerLinks(faqTo).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </Links>
      </nav>
      <p>
        © {new Date().getFullYear()} {PRODUCT}. Made for creators.
      </p>
    </Bar>
  );
}
