import { buttonStyles, Card, token } from '@chorus/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Wrap = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 14px;
  max-width: 560px;
  margin: clamp(0px, 4vw, 40px) auto 0;
  padding: clamp(24px, 5vw, 40px);
  h1 {
    font-size: 1.75rem;
  }
  p {
    color: ${token('color-text-muted')};
  }
  > svg {
    color: ${token('color-primary')};
  }
`;

const Back = styled(Link)`
  ${buttonStyles({ $variant: 'primary' })}
`;

export interface ContestNotFoundProps {
  /** Where the list of contests is for this visitor. */
  listPath: string;
}

/** An unknown, deleted or malformed contest id. */
export function ContestNotFound({ listPath }: ContestNotFoundProps) {
  return (
    <Wrap element="section" aria-labelledby="contest-not-found">
      <SearchX size={32} aria-hidden="true" />
      <h1 id="contest-not-found">Contest not found</h1>
      <p>There is no contest at this address: it may have been removed, or the link is incomplete. Have a look at the contests running now.</p>
      <Back to={listPath}>See active contests</Back>
    </Wrap>
  );
}
