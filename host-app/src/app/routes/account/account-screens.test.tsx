// @vitest-environment jsdom
import { accountMessages as am, countries, messages, genders, platforms, sexualOrientations, states, type ContactInformation } from '@chorus/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const info = (over: Partial<ContactInformation> = {}): ContactInformation => ({
  ContactID: 1,
  UID: '11111111-1111-1111-1111-111111111111',
  FirstName: 'Maya',
  LastName: 'Lopez',
  Birthday: '1999-04-05',
  GenderIdentityID: 1,
  SexualOrientationID: 1,
  AddressLine1: '1 Main St',
  AddressLine2: null,
  City: 'Austin',
  StateID: 44,
  State_Other: null,
  PostalCode: '78701',
  CountryID: 1,
  Phone_Primary: null,
  Phone_Mobile: null,
  AllowText: false,
  EmailAddress_Primary: 'creator@chorus.test',
  EmailAddress_Other1: null,
  EmailAddress_Payment: null,
  ContactNotes_ByInfluencer: null,
  CompanyName: null,
  Contact_ImageURLLocation: null,
  LogInUsername: 'creator@chorus.test',
  HasLogin: true,
  TopMarkets: [],
  ...over,
});

const informationReply = (c = info()) =>
  ok({
    results: {
      success: true,
      ContactInformation: c,
      GenderIdentity: genders.map((g) => ({ GenderIdentityID: g.id, GenderIdentityName: g.name })),
      SexualOrientation: sexualOrientations.map((o) => ({ SexualOrientationID: o.id, SexualOrientationName: o.name })),
      State: states.map((s) => ({ StateID: s.id, StateName: s.name, CountryID: s.countryId })),
      Country: countries.map((x) => ({ CountryID: x.id, CountryName: x.name })),
      Platform: [4, 1, 7, 8].map((id) => ({ PlatformID: id, PlatformName: platforms.find((p) => p.id === id)!.name })),
    },
    contactDetail: contact(),
  });

const handlePlatforms = [4, 1, 7, 8].map((id) => ({ PlatformID: id, PlatformName: platforms.find((p) => p.id === id)!.name }));
const profile = (over = {}) => ({
  ContactPlatformID: 5,
  UID: 'p-5',
  PlatformID: 4,
  Platform: 'TikTok',
  PlatformName: 'TikTok',
  Handle: 'maya',
  Followers: 1200,
  SongRate: '$0.00',
  BrandRate: '$20.00',
  IsEditable: true,
  Score_ResponseRate_Invite: null,
  ...over,
});

describe('/settings', () => {
  it('lists the spec’s items for a creator, with Chorus Accounts and Social Media Profiles', async () => {
    fakeApi(signedInRoutes());
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Login Information', '/account/credentials/'],
      ['Contact Information', '/account/contact/'],
      ['Payment Information', '/account/vendor/'],
      ['Tax Documents', '/account/tax/'],
      ['Social Media Profiles', '/account/social/'],
      ['Profile Photo', '/account/photo/'],
      ['Notifications', '/account/notifications/'],
      ['Chorus Accounts', '/account/accounts/'],
      ['Deactivate Account', '/account/deactivate/'],
    ]);
  });

  it('shows Manage Roster and hides Social Media Profiles for a manager', async () => {
    fakeApi(signedInRoutes(contact({ contactType: 'manager' })));
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toContain('Manage Roster');
    expect(labels).not.toContain('Social Media Profiles');
    expect(labels).not.toContain('Chorus Accounts');
  });
});

describe('/account/contact/', () => {
  it('checks the fields with the spec’s messages, ties them to the fields and focuses the first', async () => {
    const api = fakeApi({ ...signedInRoutes(), 'GET /creatorapi/information': () => informationReply() });
    renderApp('/account/contact/');
    const first = await screen.findByLabelText('First Name');
    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unsuccessfully updated. Please try again')).toBeTruthy();
    expect(screen.getByText('Invalid First Name').id).toBe(first.getAttribute('aria-describedby'));
    expect(screen.getByText('Invalid State Other')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(api.calls.some((c) => c.path === '/creatorapi/informationsave')).toBe(false);
  });

  it('saves and says so in the spec’s words; a refusal reads the failure line', async () => {
    let fail = false;
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/information': () => informationReply(),
      'POST /creatorapi/informationsave': () =>
        fail ? { status: 400, body: { error: true, messages: ['Invalid Email'] } } : ok({ results: { success: true, message: 'Contact Information Successfully Update' } }),
    });
    renderApp('/account/contact/');
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Dallas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Information Successfully Update')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/informationsave')!.body).toMatchObject({ City: 'Dallas', StateId: 44, FirstName: 'Maya' });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unsuccessfully updated. Please try again')).toBeTruthy();
  });
});

describe('/account/social/ and /account/updatesocial/', () => {
  it('lists handles and shows a $0.00 rate as Please Update', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [profile()], Platforms: handlePlatforms } }) });
    renderApp('/account/social/');
    const row = (await screen.findByText('@maya')).closest('tr')!;
    expect(within(row).getByText('Please Update')).toBeTruthy();
    expect(within(row).getByText('$20.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add Profile/ }).getAttribute('href')).toBe('/account/updatesocial/?ContactPlatformID=0&UID=New');
  });

  it('adds a profile from the defaults, strips @ and $, hides the button after success', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/profile': () =>
        ok({ results: { success: true, ContactPlatform: profile({ ContactPlatformID: 0, UID: 'New', Handle: '', Followers: 0, SongRate: '$10.00', BrandRate: '$20.00' }), Platforms: handlePlatforms } }),
      'POST /creatorapi/profile-save': (call: FakeCall) => ok({ results: { success: true, message: 'Successfully Updated!', ContactPlatform: profile({ Handle: (call.body as { Handle: string }).Handle }) } }),
    });
    renderApp('/account/updatesocial/?ContactPlatformID=0&UID=New');
    const handle = await screen.findByLabelText('Handle');
    expect((screen.getByLabelText('Platform') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Song Rate') as HTMLInputElement).value).toBe('$10.00');
    expect((screen.getByLabelText('Brand Rate') as HTMLInputElement).value).toBe('$20.00');
    expect(screen.getByText('The typical price you charge for promoting a brand or product in a post.')).toBeTruthy();
    fireEvent.change(handle, { target: { value: '@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Profile' }));
    expect(await screen.findByText('Handle must be longer than 1 character')).toBeTruthy();
    fireEvent.change(handle, { target: { value: '@maya.sings' } });
    fireEvent.change(screen.getByLabelText('Followers'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Profile' }));
    expect(await screen.findByText('Successfully Updated!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Profile' })).toBeNull();
    expect(api.calls.find((c) => c.path === '/creatorapi/profile-save')!.body).toEqual({ Handle: 'maya.sings', PlatformID: 4, Followers: 1500, Rate: '10.00', BrandRate: '20.00' });
  });

  it('edits rates without the handle, which cannot be changed', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/profile': () => ok({ results: { success: true, ContactPlatform: profile(), Platforms: handlePlatforms } }),
      'POST /creatorapi/profile-save': () => ok({ results: { success: true, message: 'Successfully Updated!', ContactPlatform: profile() } }),
    });
    renderApp('/account/updatesocial/?ContactPlatformID=5&UID=p-5');
    const handle = (await screen.findByLabelText('Handle')) as HTMLInputElement;
    expect(handle.readOnly).toBe(true);
    expect((screen.getByLabelText('Song Rate') as HTMLInputElement).placeholder).toBe('Please Update');
    fireEvent.change(screen.getByLabelText('Song Rate'), { target: { value: '$12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Updated!')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/profile-save')!.body).toEqual({ ContactPlatformID: 5, UID: 'p-5', Followers: 1200, Rate: '12.50', BrandRate: '20.00' });
  });
});

describe('/account/credentials/', () => {
  it('enables Change Password only with the current password, a valid new one and a matching confirmation', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/username-detail': () => ok({ results: { success: true, LogInUsername: 'creator@chorus.test', PendingUsername: null } }),
      'POST /creatorapi/change-password': () => ok({ results: { success: true, message: 'Your password has been changed. Your other sessions have been signed out.' } }),
    });
    renderApp('/account/credentials/');
    const button = await screen.findByRole('button', { name: 'Change Password' });
    const disabled = () => (button as HTMLButtonElement).disabled;
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'weak' } });
    expect(screen.getByText('Must contain an upper case letter')).toBeTruthy();
    expect(disabled()).toBe(true);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Strong-pass1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Strong-pass2' } });
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Strong-pass1' } });
    expect(disabled()).toBe(true);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old-pass1' } });
    expect(disabled()).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/change-password')!.body).toEqual({ originalPassword: 'Old-pass1', newPassword: 'Strong-pass1' });
  });

  it('asks for the current password before a login email change, and says when it is wrong', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/username-detail': () => ok({ results: { success: true, LogInUsername: 'creator@chorus.test', PendingUsername: null } }),
      'POST /creatorapi/update-username': () => ({ status: 400, body: { error: true, messages: [am.wrongPassword] } }),
    });
    renderApp('/account/credentials/');
    const button = (await screen.findByRole('button', { name: 'Update Email' })) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('New login email'), { target: { value: 'new@chorus.test' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your current password'), { target: { value: 'Not-mine-1' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText(am.wrongPassword)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/update-username')!.body).toEqual({ username: 'new@chorus.test', currentPassword: 'Not-mine-1' });
  });

  it('asks for a new login email, checks it, and follows an emailed link', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/username-detail': () => ok({ results: { success: true, LogInUsername: 'creator@chorus.test', PendingUsername: null } }),
      'POST /creatorapi/confirm-username': () => ok({ results: { success: true, message: 'Your login email has been changed. Use the new one the next time you log in.' } }),
    });
    const { router } = renderApp('/account/credentials/?username_token=abc&username_token_uid=7');
    expect(await screen.findByText(/Your login email has been changed/)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/confirm-username')!.body).toEqual({ token: 'abc', id: '7' });
    await waitFor(() => expect(currentUrl(router)).toBe('/account/credentials/'));
    fireEvent.change(screen.getByLabelText('New login email'), { target: { value: 'nope' } });
    fireEvent.blur(screen.getByLabelText('New login email'));
    expect(screen.getByText(/Your login email has been changed/)).toBeTruthy();
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update Email' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a delegate acting in someone’s account the owner’s note instead of the login and password forms', async () => {
    fakeApi({
      ...signedInRoutes(contact({ contactID: 3, contactName: 'Theo Nguyen', actorContactID: 2, logInUsername: 'theo@chorus.test' })),
      'GET /creatorapi/username-detail': () => ok({ results: { success: true, LogInUsername: 'theo@chorus.test', PendingUsername: null } }),
    });
    renderApp('/account/credentials/');
    expect(await screen.findByText(messages.auth.ownerOnly)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change login email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
  });
});

const noActivity = () => ok({ results: { success: true, Events: [], PageInformation: { Page: 1, TotalPages: 1, TotalRows: 0 } } });

describe('/account/accounts/', () => {
  it('gives a creator the spec’s empty states', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/accounts': () => ok({ results: { success: true, Accounts: [{ type: 'controlling', entries: [] }, { type: 'other', entries: [] }] } }),
      'GET /creatorapi/account-activity': noActivity,
    });
    renderApp('/account/accounts/');
    expect(await screen.findByText('You are the only one who has permission to access your account.')).toBeTruthy();
    expect(screen.getByText('There are no accounts you can access yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Chorus Accounts' })).toBeTruthy();
    expect(await screen.findByText(am.activityNone)).toBeTruthy();
  });

  it('lists the manager whose roster holds the creator beside granted logins, and removes the manager', async () => {
    let controlling = [
      { ContactID: 7, Name: 'Max Manager', Email: 'max@mgmt.test', Role: 'manager' },
      { ContactID: 8, Name: 'Gia Grantee', Email: 'gia@chorus.test', Role: 'login' },
    ];
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/accounts': () => ok({ results: { success: true, Accounts: [{ type: 'controlling', entries: controlling }, { type: 'other', entries: [] }] } }),
      'POST /creatorapi/accounts': () => {
        controlling = controlling.filter((c) => c.ContactID !== 7);
        return ok({ results: { success: true, message: am.accessRemoved } });
      },
      'GET /creatorapi/account-activity': noActivity,
    });
    renderApp('/account/accounts/');
    const list = await screen.findByRole('heading', { level: 2, name: 'Who Can Access My Account' });
    const section = list.closest('section')!;
    expect(within(section).getByText('Manager · max@mgmt.test')).toBeTruthy();
    expect(within(section).getByText('Login · gia@chorus.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove access for Max Manager' }));
    expect(await screen.findByText(am.accessRemoved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Max Manager')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/creatorapi/accounts')!.body).toEqual({ action: 'remove', linkedContactId: 7 });
  });

  it('shows only the latest outcome: adding clears the field, removing replaces the earlier message', async () => {
    let controlling = [{ ContactID: 7, Name: 'Max Manager', Email: 'max@mgmt.test', Role: 'manager' }];
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/accounts': () => ok({ results: { success: true, Accounts: [{ type: 'controlling', entries: controlling }, { type: 'other', entries: [] }] } }),
      'POST /creatorapi/accounts': (call) => {
        const body = call.body as { action: string; email?: string; linkedContactId?: number };
        if (body.action === 'add') {
          controlling = [...controlling, { ContactID: 8, Name: 'Gia Grantee', Email: body.email!, Role: 'login' }];
          return ok({ results: { success: true, message: am.accessGranted(body.email!) } });
        }
        controlling = controlling.filter((c) => c.ContactID !== body.linkedContactId);
        return ok({ results: { success: true, message: am.accessRemoved } });
      },
      'GET /creatorapi/account-activity': noActivity,
    });
    renderApp('/account/accounts/');
    const field = (await screen.findByLabelText('Give access to (their login email)')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'gia@chorus.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give Access' }));
    expect(await screen.findByText(am.accessGranted('gia@chorus.test'))).toBeTruthy();
    expect(field.value).toBe('');
    await screen.findByRole('button', { name: 'Remove access for Gia Grantee' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove access for Max Manager' }));
    expect(await screen.findByText(am.accessRemoved)).toBeTruthy();
    expect(screen.queryByText(am.accessGranted('gia@chorus.test'))).toBeNull();
    expect((screen.getByLabelText('Give access to (their login email)') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Give access to (their login email)'), { target: { value: 'zoe@chorus.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give Access' }));
    expect(await screen.findByText(am.accessGranted('zoe@chorus.test'))).toBeTruthy();
    expect(screen.queryByText(am.accessRemoved)).toBeNull();
  });

  it('shows the owner who logged in as them and what they changed, newest first, page by page', async () => {
    const event = (ID: number, over: object) => ({ ID, CreatedAt: '2026-11-20T15:04:00Z', ActorContactID: 8, ActorName: 'Gia Grantee', ActorEmail: 'gia@chorus.test', ByDelegate: true, ...over });
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/accounts': () => ok({ results: { success: true, Accounts: [{ type: 'controlling', entries: [] }, { type: 'other', entries: [] }] } }),
      'GET /creatorapi/account-activity': (call) =>
        call.query.page === '2'
          ? ok({ results: { success: true, Events: [event(1, { Kind: 'password_changed', What: 'Changed the password', ActorContactID: 1, ActorName: 'Maya Lopez', ByDelegate: false })], PageInformation: { Page: 2, TotalPages: 2, TotalRows: 26 } } })
          : ok({
              results: {
                success: true,
                Events: [event(3, { Kind: 'delegate_change', What: 'Saves contact information' }), event(2, { Kind: 'switch_in', What: am.activitySwitchIn })],
                PageInformation: { Page: 1, TotalPages: 2, TotalRows: 26 },
              },
            }),
    });
    renderApp('/account/accounts/');
    const list = await screen.findByRole('list', { name: 'Account activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild!.textContent)).toEqual(['Saves contact information', am.activitySwitchIn]);
    expect(within(items[0]!).getByText(/By Gia Grantee \(gia@chorus.test\)/)).toBeTruthy();
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20T15:04:00Z');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Changed the password')).toBeTruthy();
    expect(screen.getByText(/By you/)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/creatorapi/account-activity').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('shows a delegate acting in someone’s account who has access, but neither the changes nor the activity', async () => {
    const api = fakeApi({
      ...signedInRoutes(contact({ contactID: 3, contactName: 'Theo Nguyen', actorContactID: 2 })),
      'GET /creatorapi/accounts': () =>
        ok({ results: { success: true, Accounts: [{ type: 'controlling', entries: [{ ContactID: 2, Name: 'Jordan Reyes', Email: 'manager@chorus.test', Role: 'manager' }] }, { type: 'other', entries: [] }] } }),
      'GET /creatorapi/account-activity': noActivity,
    });
    renderApp('/account/accounts/');
    expect(await screen.findByText('Jordan Reyes')).toBeTruthy();
    expect(screen.getByText(messages.auth.ownerOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove access for Jordan Reyes' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Give someone access' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Account Activity' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/creatorapi/account-activity')).toBe(false);
  });

  it('lets a manager acting for a roster creator with no login of their own do what the owner does', async () => {
    fakeApi({
      ...signedInRoutes(contact({ contactID: 9, contactName: 'Nell Nolan', actorContactID: 2, logInUsername: null })),
      'GET /creatorapi/accounts': () => ok({ results: { success: true, Accounts: [{ type: 'controlling', entries: [] }, { type: 'other', entries: [] }] } }),
      'GET /creatorapi/account-activity': noActivity,
    });
    renderApp('/account/accounts/');
    expect(await screen.findByRole('form', { name: 'Give someone access' })).toBeTruthy();
    expect(screen.queryByText(messages.auth.ownerOnly)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Account Activity' })).toBeTruthy();
  });

  it('shows a manager the roster with Admin links, and removes a creator', async () => {
    let roster = [{ ContactID: 9, UID: 'u-9', FirstName: 'Nell', LastName: 'Nolan', image_url: null, HasLogin: false }];
    fakeApi({
      ...signedInRoutes(contact({ contactType: 'manager' })),
      'GET /creatorapi/manager/roster': () => ok({ results: { success: true, data: { roster } } }),
      'POST /creatorapi/unlink-creator-from-manager': () => {
        roster = [];
        return ok({ results: { success: true, message: 'Successfully Removed Creator!' } });
      },
    });
    renderApp('/account/accounts/');
    expect((await screen.findByRole('link', { name: 'Admin for Nell Nolan' })).getAttribute('href')).toBe('/account/admin?ContactID=9&UID=u-9');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nell Nolan from your roster' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm remove Nell Nolan' }));
    expect(await screen.findByText('Successfully Removed Creator!')).toBeTruthy();
  });
});

describe('/account/deactivate/', () => {
  it('is enabled only for the exact phrase, then logs out after 5 seconds', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/deactivate-account': () => ok({ results: { success: true, message: 'deactivated' } }),
      'POST /creatorapi/auth/logout': () => ok({ results: { success: true } }),
    });
    const { router } = renderApp('/account/deactivate/');
    const button = (await screen.findByRole('button', { name: 'Deactivate Account' })) as HTMLButtonElement;
    const input = screen.getByLabelText('Type "Deactivate my account" to confirm');
    fireEvent.change(input, { target: { value: 'deactivate my account' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Deactivate my account' } });
    expect(button.disabled).toBe(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(await screen.findByText(/Your account has been deactivated/)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(true);
  });

  it('says so when the server refuses', async () => {
    fakeApi({ ...signedInRoutes(), 'POST /creatorapi/deactivate-account': () => ({ status: 400, body: { error: true, messages: ['x'] } }) });
    renderApp('/account/deactivate/');
    fireEvent.change(await screen.findByLabelText('Type "Deactivate my account" to confirm'), { target: { value: 'Deactivate my account' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Account' }));
    expect(await screen.findByText('Please make sure all fields are properly filled out.')).toBeTruthy();
  });
});

describe('/account/tax/ and /account/photo/', () => {
  const pick = (label: RegExp, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

  it('refuses a tax file of another type, and offers View and Delete once uploaded', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/tax': () =>
        ok({ results: { success: true, TaxForm_IsUploaded: true, TaxForm_URL: '/creatorapi/tax-file/x', TaxForm_FileName: 'w9.pdf', TaxFormInformationHTMLMessage: '<p>Upload it.</p>' } }),
    });
    renderApp('/account/tax/');
    expect((await screen.findByRole('link', { name: 'View' })).getAttribute('href')).toBe('/creatorapi/tax-file/x');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    pick(/Replace with another file/, new File(['x'], 'w9.docx', { type: 'application/msword' }));
    expect(screen.getByText('Invalid File')).toBeTruthy();
    pick(/Replace with another file/, new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('figure', { name: 'Chosen file' }).textContent).toContain('new.pdf');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('refuses a photo that is not a JPG or PNG, or over 100MB', async () => {
    fakeApi(signedInRoutes());
    renderApp('/account/photo/');
    await screen.findByRole('heading', { level: 1, name: 'Profile Photo' });
    pick(/Choose a photo/, new File(['x'], 'me.gif', { type: 'image/gif' }));
    expect(screen.getByText('Please upload a valid JPG or PNG file')).toBeTruthy();
    const big = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 104_857_601 });
    pick(/Choose a photo/, big);
    expect(screen.getByText('File size exceeds 100MB limit')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload Photo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
