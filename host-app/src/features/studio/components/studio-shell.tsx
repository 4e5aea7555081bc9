import type { OrganisationRole } from '@chorus/core';
import { Badge, SelectField, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { Logo } from '../../../components/layout/logo.tsx';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding: 12px clamp(16px, 4vw, 32px);
  border-bottom: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
`;

// Its sections wrap onto a second line on a phone rather than widen the page.
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  min-width: 0;
  a {
    font-weight: 600;
    text-decoration: none;
    color: ${token('color-text')};
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

const Org = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 10px;
  margin-left: auto;
`;

// As wide as the page, never wider: centred by its auto margins, a flex item would otherwise take its content's width,
// so a row of tabs or a wide table (which scroll inside themselves) would widen the page on a phone.
const Main = styled.main`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  padding: 24px clamp(16px, 4vw, 32px) 48px;
  max-width: 1280px;
  margin: 0 auto;
`;

const roleLabel: Record<OrganisationRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

export interface StudioShellProps {
  organisations: { id: number; name: string; role: OrganisationRole }[];
  actingId: number;
  onSwitch: (organisationId: number) => void;
  switching: boolean;
  /** Platform staff: their review of requests and creators is one more section. */
  staff?: boolean;
  children: ReactNode;
}

/** The studio's frame: its name, its sections, and the organisation the session works in (a choice when several). */
export function StudioShell({ organisations, actingId, onSwitch, switching, staff = false, children }: StudioShellProps) {
  const acting = organisations.find((o) => o.id === actingId)!;
  return (
    <>
      <Header>
        <Brand>
          <Logo size={26} />
          <span>Studio</span>
        </Brand>
        <Nav aria-label="Studio">
          <NavLink to="/studio/contests">Contests</NavLink>
          <NavLink to="/studio/campaigns">Campaigns</NavLink>
          <NavLink to="/studio/creators">Creators</NavLink>
          {acting.role === 'owner' ? <NavLink to="/studio/payouts">Payouts</NavLink> : null}
          <NavLink to="/studio/organisation">Organisation</NavLink>
          {staff ? <NavLink to="/studio/review">Review</NavLink> : null}
        </Nav>
        <Org>
          {organisations.length > 1 ? (
            <SelectField
              label="Organisation"
              value={String(actingId)}
              disabled={switching}
              onChange={(e) => onSwitch(Number(e.target.value))}
              options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
            />
          ) : (
            <strong>{acting.name}</strong>
          )}
          <Badge tone="brand">{roleLabel[acting.role]}</Badge>
        </Org>
      </Header>
      <Main id="main">{children}</Main>
    </>
  );
}
