import { token, VisuallyHidden } from '@chorus/ui';
import { styled } from 'styled-components';

const List = styled.ol`
  display: flex;
  gap: 8px;
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 0.8125rem;
  font-weight: ${(p) => (p.$state === 'current' ? 700 : 500)};
  color: ${(p) => (p.$state === 'todo' ? token('color-text-muted') : token('color-text'))};
  &::before {
    content: '';
    height: 4px;
    border-radius: 999px;
    background: ${(p) => (p.$state === 'todo' ? token('color-border') : token('color-primary'))};
  }
`;

/** The wizard's steps as an ordered list; the current one is marked for assistive technology too. */
export function StepIndicator({ steps, current, label = 'Sign-up progress' }: { steps: readonly string[]; current: number; label?: string }) {
  return (
    <nav aria-label={label}>
      <List>
        {steps.map((name, i) => (
          <Item key={name} $state={i < current ? 'done' : i === current ? 'current' : 'todo'} aria-current={i === current ? 'step' : undefined}>
            <span>
              <VisuallyHidden>{`Step ${i + 1} of ${steps.length}: `}</VisuallyHidden>
              {name}
              {i < current ? <VisuallyHidden> (done)</VisuallyHidden> : null}
            </span>
          </Item>
        ))}
      </List>
    </nav>
  );
}
