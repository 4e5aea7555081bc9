import { approveLegal, getLegal } from '@chorus/client';
import type { LegalApprovalEntry } from '@chorus/core';
import { Alert, Button, Modal, Spinner, token } from '@chorus/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Stack } from '../../../components/form/form-layout.ts';
import { apiConfig } from '../../../lib/api-client.ts';

const Document = styled.div`
  max-height: min(50vh, 420px);
  overflow: auto;
  padding: 12px 14px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  font-size: 0.9375rem;
  line-height: 1.55;
  p + p {
    margin-top: 0.75em;
  }
`;

export interface LegalModalProps {
  contactId: number;
  /** The documents still to accept, Terms of Service first. */
  pending: LegalApprovalEntry[];
  onDone: () => void;
  onDecline: () => void;
}

const order = (e: LegalApprovalEntry) => (e.Type === 'Terms of Service' ? 0 : 1);

/**
 * The blocking legal modal (campaigns.md §4): the Terms of Service, then the Privacy Policy; Accept records the
 * approval of that version and shows the next; Decline logs out.
 */
export function LegalModal({ contactId, pending, onDone, onDecline }: LegalModalProps) {
  const queue = [...pending].sort((a, b) => order(a) - order(b));
  const [index, setIndex] = useState(0);
  const current = queue[index];
  const [doc, setDoc] = useState<{ id: number; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!current) return;
    const controller = new AbortController();
    setDoc(null);
    setError(null);
    getLegal(apiConfig(), current.Type, controller.signal).then(
      (r) => setDoc({ id: r.results.data.LegalID, html: r.results.data.Information }),
      () => {
        if (!controller.signal.aborted) setError('The document could not be loaded. Please try again.');
      },
    );
    return () => controller.abort();
  }, [current]);

  if (!current) return null;

  const accept = async () => {
    if (!doc) return;
    setBusy(true);
    setError(null);
    try {
      await approveLegal(apiConfig(), { legalId: doc.id, contactId, optout: false });
      if (index + 1 < queue.length) setIndex(index + 1);
      else onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An error has occured.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      blocking
      title={current.Type}
      data-testid="legal-modal"
      footer={
        <>
          <Button variant="secondary" type="button" onClick={onDecline}>
            Decline
          </Button>
          <Button type="button" onClick={() => void accept()} loading={busy} disabled={!doc}>
            Accept
          </Button>
        </>
      }
    >
      <Stack>
        <p>Please read and accept our {current.Type} to continue.</p>
        {doc ? (
          // The server sanitizes the document's HTML when it is published.
          <Document tabIndex={0} aria-label={current.Type} dangerouslySetInnerHTML={{ __html: doc.html }} />
        ) : error ? null : (
          <Spinner />
        )}
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </Stack>
    </Modal>
  );
}
