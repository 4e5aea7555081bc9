// @vitest-environment jsdom
import { signupMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTeamEmail } from '../../../hooks/use-team-email.ts';
import { fakeApi, ok, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  resetTeamEmail();
});

const free = {
  'GET /creatorapi/check-username': () => ok({ results: { success: true } }),
  'GET /creatorapi/team-contact': () => ok({ results: { success: true, email: 'team@chorus.test' } }),
  // The team's invitation, for the request Mo Manager made with boss@example.com.
  'POST /creatorapi/manager-invite': () => ok({ results: { success: true, email: 'boss@example.com', firstName: 'Mo', lastName: 'Manager' } }),
};
const INVITED = '/manageronboarding?invite_token=tok-en_1&invite_id=5';
const saveCall = (calls: FakeCall[]) => calls.find((c) => c.path === '/creatorapi/contact/savemanager');

async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
/** A button by its visible text: much cheaper than a role query over a long form in jsdom. */
const button = (text: string, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button, button *' }).closest('button')!;
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function toCreatorsStep() {
  await stepHeading('Account');
  // Prefilled from the invitation.
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('boss@example.com');
  type(/^Password$/, 'Joined-today-1');
  type('Confirm Password', 'Joined-today-1');
  fireEvent.click(button('Next'));
  await stepHeading('Personal');
  expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Mo');
  expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Manager');
  type('PayPal Email', 'pay@example.com');
  type('Phone', '+1 555 0100');
  type('Company', 'Roster Co');
  fireEvent.click(button('Next'));
  await stepHeading('Creators');
}

async function addCreator(first: string, handle: string) {
  fireEvent.click(button('Add Creator'));
  const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
  type('First Name', first, dialog);
  type('Last Name', 'Roster', dialog);
  type('Address', '2 Side St', dialog);
  type('City', 'Austin', dialog);
  fireEvent.change(within(dialog).getByLabelText('State / Province'), { target: { value: '43' } });
  type('Zip / Postal Code', '78701', dialog);
  type('Birthday', '2004-03-04', dialog);
  fireEvent.click(button('Next', dialog));
  await within(dialog).findByRole('heading', { name: 'Handles' });
  type('Handle', handle, within(dialog).getByRole('group', { name: 'Handle 1' }));
  fireEvent.click(button('Save Creator', dialog));
}

describe('/manageronboarding', () => {
  it('walks Account, Personal, Creators and Finish with a roster added, edited and deleted', async () => {
    const api = fakeApi({
      ...visitor,
      ...free,
      'POST /creatorapi/contact/savemanager': () => ok({ results: { success: true, message: signupMessages.success }, data: { success: true, message: signupMessages.success } }),
    });
    const { container } = renderApp(INVITED);
    await stepHeading('Account');
    expect(screen.getByRole('heading', { level: 1, name: 'Manager Onboarding' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Onboarding progress' }).textContent).toMatch(/Account.*Personal.*Creators.*Finish/);
    await toCreatorsStep();
    expect(screen.getByText('Please add a creator to continue')).toBeTruthy();
    fireEvent.click(button('Submit'));
    expect(saveCall(api.calls)).toBeUndefined();

    // Add Creator: the Info step refuses empty fields and the default birthday.
    fireEvent.click(button('Add Creator'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByRole('navigation', { name: 'Add creator progress' }).textContent).toMatch(/Info.*Handles/);
    fireEvent.click(button('Next', dialog));
    expect(await within(dialog).findByText('Invalid First Name')).toBeTruthy();
    expect(within(dialog).getByText('Please select your birthday')).toBeTruthy();
    fireEvent.click(button('Cancel', dialog));

    await addCreator('Rory', '@rory');
    await addCreator('Sky', 'sky');
    const table = await screen.findByRole('table', { name: 'Creator Roster' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'First Name',
      'Last Name',
      'Address',
      'City',
      'State',
      'Zip',
      'Country',
      'Birthday',
      'Handles',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 9).map((c) => c.textContent))).toEqual([
      ['Rory', 'Roster', '2 Side St', 'Austin', 'Tennessee', '78701', 'United States', '03/04/2004', '1'],
      ['Sky', 'Roster', '2 Side St', 'Austin', 'Tennessee', '78701', 'United States', '03/04/2004', '1'],
    ]);
    expect(await seriousViolations(container)).toEqual([]);

    // Edit Sky into Skye, then delete Rory.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sky Roster' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Creator' });
    expect((within(edit).getByLabelText('First Name') as HTMLInputElement).value).toBe('Sky');
    type('First Name', 'Skye', edit);
    fireEvent.click(button('Next', edit));
    await within(edit).findByRole('heading', { name: 'Handles' });
    fireEvent.click(button('Save Creator', edit));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rory Roster' }));
    expect(within(screen.getByRole('table', { name: 'Creator Roster' })).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(button('Submit'));
    expect(await stepHeading('Successful Sign Up!')).toBeTruthy();
    expect(screen.getByText(signupMessages.success)).toBeTruthy();
    expect(saveCall(api.calls)?.body).toMatchObject({
      inviteToken: 'tok-en_1',
      inviteId: 5,
      primaryEmail: 'boss@example.com',
      password: 'Joined-today-1',
      passwordConfirm: 'Joined-today-1',
      firstName: 'Mo',
      paymentEmail: 'pay@example.com',
      primaryPhone: '+1 555 0100',
      company: 'Roster Co',
      creators: [
        {
          firstName: 'Skye',
          lastName: 'Roster',
          stateId: 43,
          countryId: 1,
          birthday: '2004-03-04',
          contactPlatforms: [{ platform: 4, handle: 'sky', songRate: '10.00', brandRate: '20.00' }],
        },
      ],
    });
    // A long walk through every step with axe checks: jsdom takes its time on a busy 2-core machine.
  }, 90_000);

  it('refuses the Personal step with the spec’s messages', async () => {
    fakeApi({ ...visitor, ...free });
    renderApp(INVITED);
    await stepHeading('Account');
    type(/^Password$/, 'Joined-today-1');
    type('Confirm Password', 'Joined-today-1');
    fireEvent.click(button('Next'));
    await stepHeading('Personal');
    type('First Name', '');
    type('Last Name', '');
    type('Phone', '1234567');
    fireEvent.click(button('Next'));
    for (const text of ['Invalid First Name', 'Invalid Last Name', 'Invalid PayPal', 'Phone number must be longer than 7 characters', 'Invalid Company'])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows the conflict message, the taken handles and the failure text when the server refuses them', async () => {
    const conflict = signupMessages.handlesConflict('team@chorus.test');
    fakeApi({
      ...visitor,
      ...free,
      'POST /creatorapi/contact/savemanager': () => ({
        status: 409,
        body: { error: true, messages: [conflict], data: { success: false, message: conflict, existingHandlesData: { handles: [{ platform: 'TikTok', handle: 'rory' }] } } },
      }),
    });
    renderApp(INVITED);
    await toCreatorsStep();
    await addCreator('Rory', '@rory');
    await screen.findByRole('table', { name: 'Creator Roster' });
    fireEvent.click(button('Submit'));
    expect(await screen.findByText(`${conflict} ${signupMessages.managerFailure('team@chorus.test')}`)).toBeTruthy();
    expect(screen.getByText('TikTok: @rory')).toBeTruthy();
  });

  it('is by invitation: without the team’s link it says how to ask; a bad link says so; neither shows the form', async () => {
    fakeApi({
      ...visitor,
      ...free,
      'POST /creatorapi/manager-invite': () => ({ status: 400, body: { error: true, messages: [signupMessages.inviteInvalid] } }),
    });
    renderApp('/manageronboarding');
    expect(await screen.findByText(signupMessages.inviteRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request access as a manager' }).getAttribute('href')).toBe('/hello');
    expect(screen.queryByRole('form', { name: 'Manager onboarding' })).toBeNull();
    cleanup();
    renderApp('/manageronboarding?invite_token=used&invite_id=9');
    expect(await screen.findByText(signupMessages.inviteInvalid)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Manager onboarding' })).toBeNull();
  });
});
