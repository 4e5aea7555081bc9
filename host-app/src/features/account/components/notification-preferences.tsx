import { NOTIFICATION_CHANNELS, notificationChannelLabels, type NotificationChannel, type NotificationPreference } from '@chorus/core';
import { Button, token, VisuallyHidden } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Actions, Form, Muted } from '../../../components/form/form-layout.ts';
import { putNotificationPreferences } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { FormOutcome, Section } from './form-parts.tsx';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 12px 8px;
    border-top: 1px solid ${token('color-border')};
    vertical-align: top;
    text-align: left;
  }
  thead th {
    border-top: none;
    font-size: 0.875rem;
    color: ${token('color-text-muted')};
    font-weight: 600;
  }
  th[scope='row'] {
    font-weight: 600;
  }
  th[scope='row'] span {
    display: block;
    margin-top: 4px;
    font-weight: 400;
    font-size: 0.875rem;
    color: ${token('color-text-muted')};
  }
  .channel {
    width: 5.5rem;
    text-align: center;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${token('color-primary')};
    cursor: pointer;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

/** A place to click the size of a finger around each box, its name the kind and the channel. */
const BoxLabel = styled.label`
  display: inline-flex;
  padding: 6px;
  cursor: pointer;
`;

export interface NotificationPreferencesFormProps {
  preferences: NotificationPreference[];
}

/**
 * Account Settings › Notifications (issue 24): each kind of notification in the app and by email, as a table of
 * labelled checkboxes saved together. Mail about the account itself (sign-in, password, payment email) always goes.
 */
export function NotificationPreferencesForm({ preferences }: NotificationPreferencesFormProps) {
  const [rows, setRows] = useState(preferences);
  const { busy, outcome, run } = useSubmit();
  const toggle = (kind: NotificationPreference['Kind'], channel: NotificationChannel, on: boolean) =>
    setRows((list) => list.map((p) => (p.Kind === kind ? { ...p, [channel === 'app' ? 'App' : 'Mail']: on } : p)));
  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      const r = await putNotificationPreferences(rows.map((p) => ({ Kind: p.Kind, App: p.App, Mail: p.Mail })));
      setRows(r.results.NotificationPreferences);
      return r;
    });
  }
  return (
    <Section aria-labelledby="notifications-title">
      <h2 id="notifications-title">What we tell you, and where</h2>
      <Muted>Emails about your account itself (logging in, your password, your payment email) are always sent.</Muted>
      <Form noValidate onSubmit={submit} aria-label="Notification settings">
        <Table>
          <caption>
            <VisuallyHidden>Notifications by kind: in the app and by email</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th scope="col" className="channel" key={c}>
                  {notificationChannelLabels[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.Kind}>
                <th scope="row">
                  {p.Label}
                  <span>{p.Description}</span>
                </th>
                {NOTIFICATION_CHANNELS.map((c) => (
                  <td className="channel" key={c}>
                    <BoxLabel>
                      <input
                        type="checkbox"
                        checked={c === 'app' ? p.App : p.Mail}
                        onChange={(e) => toggle(p.Kind, c, e.target.checked)}
                        aria-label={`${p.Label}: ${notificationChannelLabels[c].toLowerCase()}`}
                      />
                    </BoxLabel>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
        <FormOutcome outcome={outcome} />
        <Actions>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
