import { token } from '@chorus/ui';
import { Check } from 'lucide-react';
import { styled } from 'styled-components';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 12px 6px 6px;
  border-radius: ${token('radius-pill')};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => (p.$state === 'todo' ? token('color-text-muted') : token('color-text'))};
  background: ${(p) => (p.$state === 'current' ? token('color-primary-soft') : 'transparent')};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: ${(p) => (p.$state === 'done' ? 'none' : 'grid')};
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    font-size: 0.75rem;
    color: ${(p) => (p.$state === 'current' ? '#fff' : token('color-text-muted'))};
    background: ${(p) => (p.$state === 'current' ? token('color-primary') : token('color-surface-sunken'))};
  }
  > svg {
    box-sizing: content-box;
    padding: 4px;
    border-radius: 50%;
    color: #fff;
    background: ${token('color-success')};
  }
`;

export interface StepTrackerProps {
  available: string[];
  current: string;
}

/** The offer's steps (Step.Available) as an ordered list; the current one carries aria-current="step". */
export function StepTracker({ available, current }: StepTrackerProps) {
  const at = available.indexOf(current);
  return (
    <Steps aria-label="Campaign steps">
      {available.map((name, i) => {
        const state = i === at ? 'current' : at >= 0 && i < at ? 'done' : 'todo';
        return (
          <Step key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'done' ? <Check size={16} aria-label="Done:" /> : null}
            {name}
          </Step>
        );
      })}
    </Steps>
  );
}
