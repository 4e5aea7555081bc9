// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, homeBody, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const info = {
  ContactID: 1,
  UID: 'u-1',
  FirstName: 'Maya',
  LastName: 'Lopez',
  Birthday: '2000-05-20',
  GenderIdentityID: 1,
  SexualOrientationID: 1,
  AddressLine1: '1 Main St',
  AddressLine2: null,
  City: 'Austin',
  StateID: 44,
  State_Other: null,
  PostalCode: '78701',
  CountryID: 1,
  Phone_Primary: '5125550100',
  Phone_Mobile: null,
  AllowText: false,
  EmailAddress_Primary: 'creator@chorus.test',
  EmailAddress_Other1: null,
  EmailAddress_Payment: 'pay@maya.test',
  ContactNotes_ByInfluencer: null,
  CompanyName: null,
  Contact_ImageURLLocation: null,
  LogInUsername: 'creator@chorus.test',
  HasLogin: true,
  TopMarkets: [1],
};
const tables = { GenderIdentity: [], SexualOrientation: [], State: [], Country: [], Platform: [] };
const information = () => ok({ results: { success: true, ContactInformation: info, ...tables }, contactDetail: contact() });
const instagram = { ContactPlatformID: 6, UID: 'p-6', PlatformID: 1, Platform: 'Instagram', PlatformName: 'Instagram', Handle: 'maya.ig', Followers: 0, SongRate: '$12.00', BrandRate: '$30.00', IsEditable: true, Score_ResponseRate_Invite: null };

/** The handle fields every wizard shows: every platform a handle may be on, and both rates with $10/$20 placeholders. */
function expectHandleFields(scope: HTMLElement) {
  const platform = within(scope).getByLabelText('Platform') as HTMLSelectElement;
  expect([...platform.options].map((o) => o.text)).toEqual(['TikTok', 'Instagram', 'YouTube Shorts', 'CapCut']);
  const song = within(scope).getByLabelText('Song Rate') as HTMLInputElement;
  const brand = within(scope).getByLabelText('Brand Rate') as HTMLInputElement;
  expect([song.placeholder, brand.placeholder]).toEqual(['$10.00', '$20.00']);
  expect([song.value, brand.value]).toEqual(['', '']);
  return { platform, song, brand, handle: within(scope).getByLabelText('Handle') as HTMLInputElement };
}

describe('the onboarding wizard (campaigns.md §4, §5, §8, §9)', () => {
  it('adds a handle on any handle platform with the rates the creator typed, never silent $10/$20', async () => {
    let saved: unknown[] = [];
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/information': information,
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: saved, Platforms: [] } }),
      'POST /creatorapi/informationsave': () => ok({ results: { success: true, message: 'Contact Information Successfully Update' } }),
      'POST /creatorapi/profile-save': () => {
        saved = [instagram];
        return ok({ results: { success: true, message: 'Successfully Updated!', ContactPlatform: instagram } });
      },
    });
    renderApp('/onboarding');
    for (const step of ['Your details', 'Payment email']) {
      await screen.findByRole('heading', { name: new RegExp(step) });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    await screen.findByRole('heading', { name: /Social profiles/ });
    const { platform, song, brand, handle } = expectHandleFields(document.body);
    fireEvent.change(platform, { target: { value: '1' } });
    fireEvent.change(handle, { target: { value: '@maya.ig' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    // Both rates are required for a new handle (accounts.md §5).
    expect(await screen.findByText('Please enter a song rate')).toBeTruthy();
    expect(screen.getByText('Please enter a brand rate')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/creatorapi/profile-save')).toBe(false);
    fireEvent.change(song, { target: { value: '$12' } });
    fireEvent.change(brand, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(await screen.findByText('Instagram: @maya.ig')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/creatorapi/profile-save').map((c) => c.body)).toEqual([
      { Handle: '@maya.ig', PlatformID: 1, Followers: 0, Rate: '$12', BrandRate: '30' },
    ]);
  });

  it('saves the details with the stored mobile phone and every other stored field (informationsave carries MobilePhone)', async () => {
    const stored = { ...info, Phone_Mobile: '5125550101', GenderIdentityID: 3, SexualOrientationID: 2, AllowText: true, EmailAddress_Other1: 'maya@other.test' };
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/information': () => ok({ results: { success: true, ContactInformation: stored, ...tables }, contactDetail: contact() }),
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [], Platforms: [] } }),
      'POST /creatorapi/informationsave': () => ok({ results: { success: true, message: 'Contact Information Successfully Update' } }),
    });
    renderApp('/onboarding');
    await screen.findByRole('heading', { name: /Your details/ });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dallas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Payment email/ });
    expect(api.calls.find((c) => c.path === '/creatorapi/informationsave')!.body).toMatchObject({
      City: 'Dallas',
      PrimaryPhone: '5125550100',
      MobilePhone: '5125550101',
      GenderIdentityID: 3,
      SexualOrientationID: 2,
      AllowText: true,
      OtherEmail: 'maya@other.test',
      PrimaryEmail: 'creator@chorus.test',
      CountryId: 1,
    });
  });

  it("says 'Invalid Email' on the payment email step", async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/information': () => ok({ results: { success: true, ContactInformation: { ...info, EmailAddress_Payment: null }, ...tables }, contactDetail: contact() }),
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [], Platforms: [] } }),
      'POST /creatorapi/informationsave': () => ok({ results: { success: true, message: 'Contact Information Successfully Update' } }),
    });
    renderApp('/onboarding');
    await screen.findByRole('heading', { name: /Your details/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const email = await screen.findByLabelText('Payment email (PayPal)');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'maya@' } });
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'maya@pay.test' } });
    expect(screen.queryByText('Invalid Email')).toBeNull();
  });

  it("says 'Unsuccessfully updated. Please try again' when the details do not save", async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/information': information,
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [], Platforms: [] } }),
      'POST /creatorapi/informationsave': () => ({ status: 503, body: { error: true, messages: ['The service is busy.'] } }),
    });
    renderApp('/onboarding');
    await screen.findByRole('heading', { name: /Your details/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Unsuccessfully updated. Please try again')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Your details/ })).toBeTruthy();
  });
});

describe('the confirm-info wizard (campaigns.md §4)', () => {
  it('adds a handle on any handle platform with its typed rates, and waits for both rates', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/home': () => ok(homeBody(contact(), { confirmedAt: null })),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
      'GET /creatorapi/information': information,
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [], Platforms: [] } }),
      'POST /creatorapi/confirm-info': () => ok({ results: { success: true, message: 'Your information has been confirmed.' } }),
    });
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Is your information up to date?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm my information' }));
    await screen.findByRole('dialog', { name: /Confirm your details/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: /Payment email/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const step = await screen.findByRole('dialog', { name: /Your social profiles/ });
    const { platform, song, brand, handle } = expectHandleFields(step);
    fireEvent.change(platform, { target: { value: '7' } });
    fireEvent.change(handle, { target: { value: 'mayashorts' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(step).findByText('Please enter a song rate')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/creatorapi/confirm-info')).toBe(false);
    fireEvent.change(song, { target: { value: '15' } });
    fireEvent.change(brand, { target: { value: '$40.00' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/creatorapi/confirm-info')).toBe(true));
    const body = api.calls.find((c) => c.path === '/creatorapi/confirm-info')!.body as { profileArray: unknown[] };
    expect(body.profileArray).toEqual([{ handle: 'mayashorts', platformId: 7, rate: '15', brandRate: '$40.00' }]);
  });
});

describe('the confirm-info wizard’s step count (issue 24)', () => {
  it('stays "of 3" through every step while a payment email is typed, changed and put back; the email notice is its end', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/home': () => ok(homeBody(contact(), { confirmedAt: null })),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
      'GET /creatorapi/information': information,
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [instagram], Platforms: [] } }),
      'POST /creatorapi/confirm-info': () => ok({ results: { success: true, message: 'Your information has been confirmed.' } }),
    });
    renderApp('/dashboard');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Is your information up to date?' })).getByRole('button', { name: 'Confirm my information' }));
    await screen.findByRole('dialog', { name: 'Confirm your details (step 1 of 3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment email (step 2 of 3)' });
    const email = within(payment).getByLabelText('Payment email (PayPal)');
    for (const value of ['new@maya.test', 'n', 'pay@maya.test', 'new@maya.test']) {
      fireEvent.change(email, { target: { value } });
      expect(screen.getByRole('dialog', { name: 'Payment email (step 2 of 3)' })).toBe(payment);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const profiles = await screen.findByRole('dialog', { name: 'Your social profiles (step 3 of 3)' });
    fireEvent.click(within(profiles).getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Payment email (step 2 of 3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your social profiles (step 3 of 3)' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toBeTruthy();
  });
});
