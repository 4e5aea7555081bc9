import { ApiError } from '@chorus/client';
import { isPaymentEmail, messages, paymentMessages as pm, type PaymentEmailHistoryEntry, formatDate } from '@chorus/core';
import { Alert, Button, TextField, token } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
import { postPaymentEmail, postResend } from '../api/payments.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 680px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 22px;
  margin-bottom: 24px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  h2 {
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

/** The server's messages of a failed call, or the generic line. */
const failureMessages = (err: unknown): string[] => (err instanceof ApiError && err.messages.length ? err.messages : [messages.generic.error]);

/** The payment email form (campaigns.md §4, §5): Submit only for a valid email; then the ask to click the emailed link. */
export function PaymentEmailForm({ current, onRequested }: { current: string | null; onRequested: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ message: string; info: string } | null>(null);
  const [failed, setFailed] = useState<string[] | null>(null);
  const valid = isPaymentEmail(email);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    setFailed(null);
    setSent(null);
    try {
      const r = await postPaymentEmail(email.trim());
      setSent({ message: r.results.data.message, info: r.results.data.notification_message_info });
      setEmail('');
      onRequested();
    } catch (err) {
      setFailed(failureMessages(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section aria-labelledby="payment-email-heading">
      <h2 id="payment-email-heading">Payment Email</h2>
      <p>
        {current ? (
          <>
            Payments are sent to your confirmed PayPal email <strong>{current}</strong>.
          </>
        ) : (
          'You have no confirmed PayPal email yet: payments cannot be sent until you confirm one.'
        )}
      </p>
      <Form noValidate onSubmit={submit} aria-label="Change payment email">
        <TextField
          label={current ? 'New PayPal email' : 'PayPal email'}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={email && !valid ? pm.invalidEmail : undefined}
        />
        {sent ? (
          <Alert tone="success">
            {sent.message} {sent.info}
          </Alert>
        ) : null}
        {failed ? (
          <Alert tone="danger">
            {pm.requestFailed} {failed.filter((m) => m !== pm.requestFailed).join(' ')}
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" disabled={!valid} loading={busy}>
            Submit
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}

/** Payment History: Payment Email, Date Activated, Status, and Resend Email on Pending rows (once; the owner only). */
export function PaymentHistory({ history, onResent, canResend = true }: { history: PaymentEmailHistoryEntry[]; onResent: () => void; canResend?: boolean }) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  async function resend(h: PaymentEmailHistoryEntry) {
    setBusyId(h.contactPaymentEmailId);
    setNote(null);
    try {
      const r = await postResend({ uid: h.paymentEmailUid, contactPaymentEmailId: h.contactPaymentEmailId });
      setNote({ tone: 'success', text: r.results.message ?? pm.resent });
    } catch (err) {
      setNote({ tone: 'danger', text: failureMessages(err).join(' ') });
    } finally {
      setBusyId(null);
      onResent();
    }
  }
  return (
    <Section aria-labelledby="payment-history-heading">
      <h2 id="payment-history-heading">Payment History</h2>
      {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
      {history.length === 0 ? (
        <p>No payment email yet.</p>
      ) : (
        <TableScroller role="region" aria-label="Payment History" tabIndex={0}>
          <Table aria-label="Payment History">
            <thead>
              <tr>
                <th scope="col">Payment Email</th>
                <th scope="col">Date Activated</th>
                <th scope="col">Status</th>
                <th scope="col">Resend Email</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.contactPaymentEmailId}>
                  <td style={{ overflowWrap: 'anywhere' }}>{h.email}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    {/* A pending email is not active yet: no date (issue 24). */}
                    {h.activatedDate ? formatDate(h.activatedDate) : <CellNote as="span">—</CellNote>}
                  </td>
                  <td>{h.confirmedResponse}</td>
                  <td>
                    {h.confirmedResponse === 'Pending' && canResend ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={!h.resendEmailInfo.canResend}
                        loading={busyId === h.contactPaymentEmailId}
                        onClick={() => void resend(h)}
                        aria-label={`Resend Email to ${h.email}`}
                      >
                        Resend Email
                      </Button>
                    ) : (
                      <CellNote as="span">—</CellNote>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </Section>
  );
}
