import { token } from '@chorus/ui';
import { styled } from 'styled-components';

export type Audience = 'creators' | 'marketers';

const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
`;

const Option = styled.button`
  min-height: 38px;
  border: 0;
  border-radius: 9px;
  background: transparent;
  color: ${token('color-text-muted')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${token('color-text')};
  }
  &[aria-pressed='true'] {
    background: ${token('color-surface')};
    color: ${token('color-text')};
    box-shadow: ${token('shadow-sm')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export interface AudienceToggleProps {
  value: Audience;
  onChange: (value: Audience) => void;
}

/** For Creators / For Marketers (accounts.md §2). Two toggle buttons: only one is pressed. */
export function AudienceToggle({ value, onChange }: AudienceToggleProps) {
  return (
    <Group role="group" aria-label="Who is logging in">
      <Option type="button" aria-pressed={value === 'creators'} onClick={() => onChange('creators')}>
        For Creators
      </Option>
      <Option type="button" aria-pressed={value === 'marketers'} onClick={() => onChange('marketers')}>
        For Marketers
      </Option>
    </Group>
  );
}
