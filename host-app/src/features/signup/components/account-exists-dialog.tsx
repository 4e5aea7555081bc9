import { buttonStyles } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Actions } from './form-parts.tsx';
import { NativeDialog } from './native-dialog.tsx';

const ActionLink = styled(Link)<{ $variant: 'primary' | 'secondary' }>`
  ${(p) => buttonStyles({ $variant: p.$variant })}
`;

/** Offered when the email already has an account (accounts.md §8: a message containing 'already exist'). */
export function AccountExistsDialog({ open, onClose, message }: { open: boolean; onClose: () => void; message: string }) {
  return (
    <NativeDialog open={open} onClose={onClose} title="You already have an account">
      <p>{message}. Log in with it, or reset your password if you have forgotten it.</p>
      <Actions>
        <ActionLink to="/login" $variant="primary">
          Log In
        </ActionLink>
        <ActionLink to="/forgot-password" $variant="secondary">
          Forgot password
        </ActionLink>
      </Actions>
    </NativeDialog>
  );
}
