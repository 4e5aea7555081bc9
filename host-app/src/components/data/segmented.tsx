import { token, visuallyHidden } from '@chorus/ui';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

/* A fieldset is at least as wide as its content (min-inline-size: min-content) unless told otherwise: on a phone the
   options wrap onto a second row instead of widening the page. */
const Group = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  min-inline-size: 0;
  gap: 4px;
  margin: 0;
  padding: 4px;
  border: 0;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  max-width: 100%;
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 14px;
  border-radius: 9px;
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${token('duration-fast')} ease,
    color ${token('duration-fast')} ease;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:hover {
    color: ${token('color-text')};
  }
  &:has(input:checked) {
    background: ${token('color-surface')};
    color: ${token('color-text')};
    box-shadow: ${token('shadow-sm')};
  }
  &:has(input:focus-visible) {
    box-shadow: ${token('focus-ring')};
  }
`;

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Accessible name when the label is only an icon. */
  ariaLabel?: string;
}

export interface SegmentedProps<V extends string> {
  /** The group's accessible name (a fieldset legend, visually hidden). */
  legend: string;
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** One choice out of a few, as native radio buttons (arrow keys move, one tab stop) styled as a pill switch. */
export function Segmented<V extends string>({ legend, options, value, onChange }: SegmentedProps<V>) {
  const name = useId();
  return (
    <Group>
      <Legend>{legend}</Legend>
      {options.map((o) => (
        <Option key={o.value}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            aria-label={o.ariaLabel}
          />
          {o.label}
        </Option>
      ))}
    </Group>
  );
}
