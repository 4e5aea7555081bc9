import { buttonStyles, token } from '@chorus/ui';
import { Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-sunken')};
  h2 {
    font-size: 1.0625rem;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.9375rem;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

const ButtonLink = styled(Link)`
  ${buttonStyles({ $variant: 'secondary', $fullWidth: true })}
`;

/**
 * What "For Marketers" adds under the sign-in form: artists, labels, brands and agencies sign in here too, with their
 * organiser login, and land in the studio; an organisation new to Chorus asks to join.
 */
export function MarketerNote() {
  return (
    <Box>
      <Icon aria-hidden="true">
        <Store size={22} />
      </Icon>
      <h2>Run contests and campaigns on Chorus</h2>
      <p>Artists, labels, brands and agencies sign in above with their organiser login and go to the studio. New to Chorus? Ask for an organisation: we review it and email you.</p>
      <ButtonLink to="/studio/join">Request an organisation</ButtonLink>
    </Box>
  );
}
