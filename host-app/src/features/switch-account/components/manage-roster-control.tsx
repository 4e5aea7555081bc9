import type { LinkedAccount } from '@chorus/core';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { TopNavButton } from '../../../components/layout/header.tsx';
import { ManageCreatorsDialog } from './manage-creators-dialog.tsx';

export interface ManageRosterControlProps {
  accounts: LinkedAccount[];
  loading: boolean;
}

/** The header's Manage Roster item: opens the Manage Creators dialog. Rendered as a top-nav `<li>`. */
export function ManageRosterControl({ accounts, loading }: ManageRosterControlProps) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <TopNavButton type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Users size={18} aria-hidden="true" />
        Manage Roster
      </TopNavButton>
      <ManageCreatorsDialog open={open} onClose={() => setOpen(false)} accounts={accounts} loading={loading} />
    </li>
  );
}
