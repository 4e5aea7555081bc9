import { Modal, buttonStyles } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const ActionLink = styled(Link)<{ $variant: 'primary' | 'secondary' }>`
  ${(p) => buttonStyles({ $variant: p.$variant })}
`;

/** Offered when the email already has an account (accounts.md §8: a message containing 'already exist'). */
export function AccountExistsDialog({ open, onClose, message }: { open: boolean; onClose: () => void; message: string }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="You already have an account"
      size="sm"
      footer={
        <>
          <ActionLink to="/forgot-password" $variant="secondary">
            Forgot password
          </ActionLink>
          <ActionLink to="/login" $variant="primary">
            Log In
          </ActionLink>
        </>
      }
    >
      <p>{message}. Log in with it, or reset your password if you have forgotten it.</p>
    </Modal>
  );
}
