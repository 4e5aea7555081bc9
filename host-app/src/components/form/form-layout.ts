import { token } from '@chorus/ui';
import { styled } from 'styled-components';

// The layout pieces every host-app form shares (account settings, sign-up, the dashboard's modals, the public
// pages). The fields themselves are @chorus/ui's TextField, SelectField and TextAreaField.

/** A page-level form: its fields and actions in a column. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 680px;
`;

/** Fields side by side where there is room (two in a 560px modal or a 680px form), one under another on a phone. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px 18px;
`;

/** A modal's or a panel's content in a column. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const justify = { start: 'flex-start', end: 'flex-end', between: 'space-between' } as const;

/**
 * A row of buttons. `start` under a settings form, `end` at the foot of a modal's form, `between` for a wizard's
 * Back on the left and Next on the right.
 */
export const Actions = styled.div<{ $justify?: keyof typeof justify }>`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: ${(p) => justify[p.$justify ?? 'start']};
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
`;

/** SelectField options from one of core's `{ id, name }` lists (states, countries, genders, platforms). */
export const optionsOf = (list: readonly { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));
