import { messages, organisationRoles, type Organisation, type OrganisationRole } from '@chorus/core';
import { Button, FallbackImage, SelectField, Spinner, TextAreaField, TextField, token } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { useAction } from '../hooks/use-action.tsx';
import { styled } from 'styled-components';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { changeMember, patchOrg, postInvite } from '../api/studio.ts';
import { useMembers } from '../hooks/use-studio.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  max-width: 640px;
  margin-bottom: 32px;
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin: 16px 0;
`;

const roleLabel: Record<OrganisationRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };
const roleOptions = organisationRoles.map((r) => ({ value: r, label: roleLabel[r] }));

const Logo = styled(FallbackImage)`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${token('radius-md')};
`;

/** The organisation's details: owners change them; the allowed origins are the sites its widgets may run on. */
function Details({ organisation, onSaved }: { organisation: Organisation; onSaved: () => void }) {
  const owner = organisation.role === 'owner';
  const [name, setName] = useState(organisation.name);
  const [website, setWebsite] = useState(organisation.website ?? '');
  const [logoUrl, setLogoUrl] = useState(organisation.logoUrl ?? '');
  const [contactEmail, setContactEmail] = useState(organisation.contactEmail ?? '');
  const [origins, setOrigins] = useState(organisation.allowedOrigins.join('\n'));
  const { busy, run, status } = useAction<'save'>();

  async function save(e: FormEvent) {
    e.preventDefault();
    await run('save', async () => {
      const { results } = await patchOrg({
        name: name.trim(),
        website: website.trim() || null,
        logoUrl: logoUrl.trim() || null,
        contactEmail: contactEmail.trim() || null,
        allowedOrigins: origins.split(/\s+/).filter(Boolean),
      });
      setOrigins(results.data.allowedOrigins.join('\n'));
      onSaved();
      return 'Saved.';
    });
  }

  return (
    <Form onSubmit={save} aria-label="Organisation details">
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} readOnly={!owner} />
      <TextField label="Website" type="url" value={website} onChange={(e) => setWebsite(e.target.value)} readOnly={!owner} />
      <TextField label="Logo address (optional)" hint="An https address of a square image." type="url" value={logoUrl} onChange={(e) => setLogoUrl(e.target.value)} readOnly={!owner} />
      <Logo src={organisation.logoUrl} alt={`${organisation.name}'s logo`} />
      <TextField label="Contact email" type="email" value={contactEmail} onChange={(e) => setContactEmail(e.target.value)} readOnly={!owner} />
      <TextAreaField
        label="Sites your widgets may run on"
        hint="One origin per line, like https://www.yourlabel.com. With a list, your contests take entries only from these sites and Chorus itself; empty, from any site."
        rows={4}
        value={origins}
        onChange={(e) => setOrigins(e.target.value)}
        readOnly={!owner}
      />
      {status}
      {owner ? (
        <div>
          <Button type="submit" loading={busy === 'save'}>
            Save details
          </Button>
        </div>
      ) : (
        <p>Only an owner changes these.</p>
      )}
    </Form>
  );
}

/** Who works in the organisation (owners): their roles, inviting someone by email (a link that works once), removing one. */
function Members({ orgId }: { orgId: number }) {
  const members = useMembers(orgId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganisationRole>('editor');
  const action = useAction();
  const busy = action.busy;
  const run = async (key: string, change: () => Promise<string>) => {
    if (await action.run(key, change)) members.reload();
  };

  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <Inline
        aria-label="Invite a member"
        onSubmit={(e) => {
          e.preventDefault();
          void run('invite', async () => {
            const { results } = await postInvite(email.trim(), role);
            setEmail('');
            return messages.organisation.invite.sent(results.data.email);
          });
        }}
      >
        <TextField label="Their email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as OrganisationRole)} options={roleOptions} />
        <Button type="submit" loading={busy === 'invite'} disabled={!email.trim()}>
          Send invitation
        </Button>
      </Inline>
      {action.status}
      {members.error ? <ErrorPanel messages={errorMessages(members.error)} onRetry={members.reload} /> : null}
      {!members.data && !members.error ? <Spinner label="Loading members" /> : null}
      {members.data ? (
        <TableScroller>
          <Table data-stack="" role="table">
            <caption>Members and their roles</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {members.data.results.data.map((m) => (
                <tr key={m.contactId} role="row">
                  <th scope="row">{m.name}</th>
                  <td>{m.email ?? '—'}</td>
                  <td>
                    <SelectField
                      label={`Role of ${m.name}`}
                      value={m.role}
                      disabled={busy !== null}
                      onChange={(e) => {
                        const next = e.target.value as OrganisationRole;
                        void run(`role${m.contactId}`, async () => {
                          await changeMember(m.contactId, next);
                          return `${m.name} is now ${roleLabel[next].toLowerCase()}.`;
                        });
                      }}
                      options={roleOptions}
                    />
                  </td>
                  <td>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      loading={busy === `remove${m.contactId}`}
                      onClick={() =>
                        void run(`remove${m.contactId}`, async () => {
                          await changeMember(m.contactId, null);
                          return `${m.name} no longer has access.`;
                        })
                      }
                    >
                      Remove {m.name}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      ) : null}
    </section>
  );
}

export function OrganisationSettings({ orgId, organisation, onSaved }: { orgId: number; organisation: Organisation; onSaved: () => void }) {
  return (
    <>
      <Details organisation={organisation} onSaved={onSaved} />
      {organisation.role === 'owner' ? <Members orgId={orgId} /> : null}
    </>
  );
}
