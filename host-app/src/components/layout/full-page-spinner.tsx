import { Spinner, token } from '@chorus/ui';
import { styled } from 'styled-components';

const Center = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  min-height: 60dvh;
  color: ${token('color-primary')};
`;

export interface FullPageSpinnerProps {
  label?: string;
}

export function FullPageSpinner({ label = 'Loading' }: FullPageSpinnerProps) {
  return (
    <Center>
      <Spinner size={32} label={label} />
    </Center>
  );
}
