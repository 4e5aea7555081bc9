import { ApiError, existingHandlesOf } from '@chorus/client';
import { messages, type ExistingHandle } from '@chorus/core';
import { Button } from '@chorus/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { postLinkCreator } from '../api/signup.ts';
import { rosterCreatorPayload } from '../validation.ts';
import { AddCreatorDialog } from './add-creator-dialog.tsx';
import { HandlesAlert } from './wizard-parts.tsx';

/**
 * Add Creator on a manager's Manage Roster page (accounts.md §2, §4, §7 link-creator-to-manager): the onboarding's
 * two-step modal (Info, Handles), then the creator is on the roster at once, without a login. Handles someone
 * already holds are refused with the spec's conflict message and listed: an existing creator joins a roster by
 * giving the manager access from their own Accounts page.
 */
export function AddCreator({ onAdded }: { onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; handles: ExistingHandle[] } | null>(null);
  const [refusal, setRefusal] = useState<{ ok: boolean; text: string; handles: ExistingHandle[] } | null>(null);

  // The dialog stays open while saving: a refusal (a handle someone holds) shows in it with every field as typed,
  // to change the handle and save again; only a success closes it.
  async function add(creator: Parameters<typeof rosterCreatorPayload>[0]) {
    setBusy(true);
    setOutcome(null);
    setRefusal(null);
    try {
      const res = await postLinkCreator(rosterCreatorPayload(creator));
      setOpen(false);
      setOutcome({ ok: true, text: res.results.message ?? '', handles: [] });
      onAdded();
    } catch (err) {
      const text = err instanceof ApiError && err.messages[0] ? err.messages[0] : messages.generic.error;
      setRefusal({ ok: false, text, handles: existingHandlesOf(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setRefusal(null);
            setOpen(true);
          }}
        >
          <Plus size={16} aria-hidden="true" /> Add Creator
        </Button>
      </div>
      {outcome ? <HandlesAlert tone={outcome.ok ? 'success' : 'danger'} message={outcome.text} handles={outcome.handles} /> : null}
      <AddCreatorDialog
        open={open}
        initial={null}
        onClose={() => setOpen(false)}
        onSave={(creator) => void add(creator)}
        saving={busy}
        error={refusal ? <HandlesAlert tone="danger" role="alert" message={refusal.text} handles={refusal.handles} /> : null}
      />
    </>
  );
}
