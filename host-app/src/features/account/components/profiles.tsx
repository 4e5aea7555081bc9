import {
  accountMessages as am,
  formatRate,
  handleProblem,
  rateToCents,
  signupMessages,
  stripDollar,
  type ContactPlatform,
  type ProfileResponse,
} from '@chorus/core';
import { breakpoints, Button, buttonStyles, Modal, SelectField, TextField, token, VisuallyHidden, visuallyHidden } from '@chorus/ui';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Actions, Form, Grid, Muted } from '../../../components/form/form-layout.ts';
import { postProfile, postProfileDelete, type Subject } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { focusFirstInvalid, FormOutcome } from './form-parts.tsx';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  th,
  td {
    text-align: left;
    padding: 12px 14px;
    border-bottom: 1px solid ${token('color-border')};
    font-size: 0.9375rem;
  }
  th {
    font-size: 0.8125rem;
    color: ${token('color-text-muted')};
  }

  /* Phones: each profile is a card of labelled lines (the column names come from data-label), with Edit on the
     handle's line: six columns did not fit 390 px, and the rates and Edit ran off the screen. */
  @media (max-width: ${breakpoints.md - 1}px) {
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 4px 12px;
      padding: 12px 14px;
      border-bottom: 1px solid ${token('color-border')};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      grid-column: 1;
      padding: 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      color: ${token('color-text-muted')};
      font-size: 0.8125rem;
      font-weight: 600;
    }
    tbody td[data-label='Handle'] {
      order: -1;
      font-weight: 650;
    }
    tbody td[data-label='Handle']::before {
      content: none;
    }
    tbody td:last-child {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

const AddLink = styled(Link)`
  ${buttonStyles({ $variant: 'primary' })}
`;

/** A rate as the list shows it: '$0.00' (never set) reads 'Please Update' (accounts.md §9). */
export const shownRate = (money: string) => {
  const cents = rateToCents(money);
  return cents === null ? money : formatRate(cents);
};

const editPath = (p: { ContactPlatformID: number; UID: string }, subject?: Subject) => {
  const q = new URLSearchParams({ ContactPlatformID: String(p.ContactPlatformID), UID: p.UID });
  if (subject) {
    q.set('ContactID', String(subject.ContactID));
    q.set('ContactUID', subject.ContactUID);
  }
  return `/account/updatesocial/?${q}`;
};

/** Social Media Profiles list (accounts.md §2): each handle with its rates, Edit, and Add. */
export function ProfilesList({ profiles, subject }: { profiles: ContactPlatform[]; subject?: Subject }) {
  return (
    <>
      <Actions>
        <AddLink to={editPath({ ContactPlatformID: 0, UID: 'New' }, subject)}>
          <Plus size={18} aria-hidden="true" /> Add Profile
        </AddLink>
      </Actions>
      {profiles.length === 0 ? (
        <Muted role="status">No social media profiles yet. Add one to receive campaign offers.</Muted>
      ) : (
        <Table role="table">
          <caption>
            <VisuallyHidden>Social media profiles</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Platform</th>
              <th scope="col">Handle</th>
              <th scope="col">Followers</th>
              <th scope="col">Song Rate</th>
              <th scope="col">Brand Rate</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {profiles.map((p) => (
              <tr key={p.ContactPlatformID} role="row">
                <td role="cell" data-label="Platform">
                  {p.PlatformName}
                </td>
                <td role="cell" data-label="Handle">
                  @{p.Handle}
                </td>
                <td role="cell" data-label="Followers">
                  {p.Followers.toLocaleString('en-US')}
                </td>
                <td role="cell" data-label="Song Rate">
                  {shownRate(p.SongRate)}
                </td>
                <td role="cell" data-label="Brand Rate">
                  {shownRate(p.BrandRate)}
                </td>
                <td role="cell">
                  <Link to={editPath(p, subject)} aria-label={`Edit ${p.PlatformName} @${p.Handle}`}>
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

export interface ProfileFormProps {
  data: ProfileResponse['results'];
  subject?: Subject;
  /** Where the profile list is (the creator's, or the Admin page of a roster creator): offered after a delete. */
  back?: { to: string; label: string };
  onDeleted?: () => void;
}

/**
 * Add or edit one social profile (accounts.md §4, §5, §9): a new one starts as TikTok, $10.00 song and $20.00
 * brand; a handle longer than 1 character, followers 0 or more, both rates for a new profile; a leading @ and $
 * are stripped before sending. In update mode the handle cannot be edited. After a success the submit button hides.
 */
export function ProfileForm({ data, subject, back, onDeleted }: ProfileFormProps) {
  const p = data.ContactPlatform;
  const isNew = p.ContactPlatformID === 0;
  const [platformId, setPlatformId] = useState(String(p.PlatformID));
  const [handle, setHandle] = useState(p.Handle);
  const [followers, setFollowers] = useState(String(p.Followers));
  const [rate, setRate] = useState(p.SongRate === '$0.00' ? '' : p.SongRate);
  const [brandRate, setBrandRate] = useState(p.BrandRate === '$0.00' ? '' : p.BrandRate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { busy, outcome, run } = useSubmit();
  const del = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  function validate(): Record<string, string> {
    const e: Record<string, string> = {};
    if (isNew) {
      const h = handleProblem(handle);
      if (h) e.Handle = h;
    }
    if (!/^\d+$/.test(followers.replace(/,/g, '').trim())) e.Followers = signupMessages.followers;
    const check = (name: string, value: string, missing: string) => {
      if (stripDollar(value) === '') {
        if (isNew) e[name] = missing;
        return;
      }
      const cents = rateToCents(stripDollar(value));
      if (cents === null) e[name] = signupMessages.rate;
      else if (cents <= 0) e[name] = am.ratePositive;
    };
    check('Rate', rate, signupMessages.songRate);
    check('BrandRate', brandRate, signupMessages.brandRate);
    return e;
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return focusFirstInvalid(formRef.current);
    const body = {
      ...(isNew ? { Handle: handle.trim().replace(/^@+/, ''), PlatformID: Number(platformId) } : { ContactPlatformID: p.ContactPlatformID, UID: p.UID }),
      Followers: Number(followers.replace(/,/g, '').trim()),
      Rate: stripDollar(rate) || null,
      BrandRate: stripDollar(brandRate) || null,
      ...subject,
    };
    if (await run(() => postProfile(body))) setDone(true);
  }

  async function remove() {
    const ok = await del.run(() => postProfileDelete({ ContactPlatformID: p.ContactPlatformID, UID: p.UID }, subject));
    setConfirming(false);
    if (!ok) return;
    // The profile is gone: no form is left to save into it, only the outcome and the way back.
    setDeleted(true);
    onDeleted?.();
  }

  if (deleted)
    return (
      <>
        <FormOutcome outcome={del.outcome} />
        {back ? (
          <Actions>
            <AddLink to={back.to}>{back.label}</AddLink>
          </Actions>
        ) : null}
      </>
    );

  const name = `${p.PlatformName} @${p.Handle}`;
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={isNew ? 'Add social profile' : 'Edit social profile'}>
      <Grid>
        <SelectField
          label="Platform"
          name="PlatformID"
          value={platformId}
          disabled={!isNew}
          onChange={(e) => setPlatformId(e.target.value)}
          options={data.Platforms.map((x) => ({ value: x.PlatformID, label: x.PlatformName }))}
        />
        <TextField
          label="Handle"
          name="Handle"
          value={handle}
          readOnly={!isNew}
          hint={isNew ? undefined : 'A handle cannot be changed: delete this profile and add the new handle.'}
          onChange={(e) => setHandle(e.target.value)}
          error={errors.Handle}
          autoCapitalize="none"
        />
        <TextField label="Followers" name="Followers" inputMode="numeric" value={followers} onChange={(e) => setFollowers(e.target.value)} error={errors.Followers} />
        <TextField
          label="Song Rate"
          name="Rate"
          inputMode="decimal"
          value={rate}
          placeholder={p.SongRate === '$0.00' ? 'Please Update' : undefined}
          onChange={(e) => setRate(e.target.value)}
          error={errors.Rate}
        />
        <TextField
          label="Brand Rate"
          name="BrandRate"
          inputMode="decimal"
          value={brandRate}
          placeholder={p.BrandRate === '$0.00' ? 'Please Update' : undefined}
          hint={am.brandRateHelp}
          onChange={(e) => setBrandRate(e.target.value)}
          error={errors.BrandRate}
        />
      </Grid>
      <FormOutcome outcome={outcome ?? del.outcome} />
      <Actions>
        {done ? null : (
          <Button type="submit" loading={busy}>
            {isNew ? 'Add Profile' : 'Save'}
          </Button>
        )}
        {!isNew && !done ? (
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </Actions>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this profile?"
        description={`${name} will no longer receive campaign offers. To use it again, add it as a new profile.`}
        size="sm"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)} data-autofocus="">
              Keep Profile
            </Button>
            <Button type="button" variant="danger" loading={del.busy} onClick={remove}>
              Delete Profile
            </Button>
          </>
        }
      />
    </Form>
  );
}
