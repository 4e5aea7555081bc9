import { passwordRules } from '@chorus/core';
import { token, VisuallyHidden } from '@chorus/ui';
import { Check, X } from 'lucide-react';
import { styled } from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: -6px 0 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: 0.8125rem;
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${(p) => (p.$met ? token('color-success') : token('color-text-muted'))};
`;

/** Every password rule of accounts.md §5, each marked as the password is typed. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <List id={id} aria-label="Password rules">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <Rule key={rule.id} $met={met}>
            {met ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
            <span>
              {rule.message}
              <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </span>
          </Rule>
        );
      })}
    </List>
  );
}
