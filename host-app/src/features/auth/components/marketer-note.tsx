import { buttonStyles, token } from '@chorus/ui';
import { Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { config } from '../../../lib/config.ts';

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
const ExternalButton = styled.a`
  ${buttonStyles({ $variant: 'secondary', $fullWidth: true })}
`;

/** What "For Marketers" shows: marketers do not log in here (accounts.md §1). */
export function MarketerNote() {
  return (
    <Box>
      <Icon aria-hidden="true">
        <Store size={22} />
      </Icon>
      <h2>Marketers use a separate portal</h2>
      <p>
        This login is for creators and their managers. Brands, labels and agencies running campaigns sign in to the Chorus
        marketer portal instead.
      </p>
      {config.marketerPortalUrl ? (
        <ExternalButton href={config.marketerPortalUrl}>Go to the marketer portal</ExternalButton>
      ) : (
        <ButtonLink to="/marketingcontact">Contact our marketing team</ButtonLink>
      )}
    </Box>
  );
}
