// @vitest-environment jsdom
import { formatDateTime, homeMessages, messages } from '@chorus/core';
import axe from 'axe-core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, helpWantedItem, homeBody, ok, signedInRoutes, socialProfile, unauthorized, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const seriousViolations = async () => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

const info = {
  ContactID: 1,
  UID: 'u-1',
  FirstName: 'Maya',
  LastName: 'Lopez',
  Birthday: null,
  GenderIdentityID: 1,
  SexualOrientationID: 1,
  AddressLine1: null,
  AddressLine2: null,
  City: null,
  StateID: 111,
  State_Other: null,
  PostalCode: null,
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
};
const tables = { GenderIdentity: [], SexualOrientation: [], State: [], Country: [], Platform: [] };
const legalDoc = (id: number, text: string) =>
  ok({ results: { success: true, data: { LegalID: id, Type: id === 1 ? 'Terms of Service' : 'Privacy Policy', Version: 1, Information: `<p>${text}</p>`, PublishedAt: '2026-01-01T00:00:00.000Z' } } });
const item = helpWantedItem();
const profile = socialProfile();


/** The session check answers signed in until `gone()`, then as for a visitor (the server forgot the session). */
const visitorOnceGone = (gone: () => boolean) => ({
  'GET /creatorapi/session': () =>
    gone() ? visitor['GET /creatorapi/session']!({} as FakeCall) : signedInRoutes()['GET /creatorapi/session']!({} as FakeCall),
});

describe('the dashboard', () => {
  it('shows the legal modal first (Terms, then Privacy), then the contact-information modal, never two at once', async () => {
    const state = { accepted: [] as number[], saved: false };
    // Fields the modal does not show are sent back as stored (informationsave writes every field).
    const stored = { ...info, Phone_Mobile: '5125550101', GenderIdentityID: 3, AllowText: true, ContactNotes_ByInfluencer: 'Weekends only', AddressLine2: 'Apt 2' };
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/home': () =>
        ok(homeBody(contact(), { legal: [!state.accepted.includes(1), !state.accepted.includes(2)], missing: state.saved ? [] : ['Invalid Address'] })),
      'POST /creatorapi/legal': (call: FakeCall) => ((call.body as { type: string }).type === 'Terms of Service' ? legalDoc(1, 'The terms') : legalDoc(2, 'The privacy policy')),
      'POST /creatorapi/legal-approval': (call: FakeCall) => {
        state.accepted.push((call.body as { legalId: number }).legalId);
        return ok({ results: { success: true } });
      },
      'GET /creatorapi/information': () => ok({ results: { success: true, ContactInformation: stored, ...tables }, contactDetail: contact() }),
      'POST /creatorapi/informationsave': () => {
        state.saved = true;
        return ok({ results: { success: true, message: 'Contact Information Successfully Update' } });
      },
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
    });
    renderApp('/dashboard');
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(await within(terms).findByText('The terms')).toBeTruthy();
    expect(screen.queryByTestId('contact-info-modal')?.hasAttribute('open')).toBeFalsy();
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(terms).getByRole('button', { name: 'Accept' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(privacy).findByText('The privacy policy')).toBeTruthy();
    fireEvent.click(within(privacy).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(state.accepted).toEqual([1, 2]));

    const contactModal = await screen.findByRole('dialog', { name: 'Complete your contact information' });
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).toBeNull();
    await within(contactModal).findByLabelText('First Name');
    fireEvent.click(within(contactModal).getByRole('button', { name: 'Save' }));
    // The Missing Information rules, each tied to its field.
    expect(within(contactModal).getByText('Invalid Address')).toBeTruthy();
    expect(within(contactModal).getByText('Invalid State Other')).toBeTruthy();
    expect(within(contactModal).getByText('Invalid Post Code')).toBeTruthy();
    expect(document.activeElement).toBe(within(contactModal).getByLabelText('Address'));
    fireEvent.change(within(contactModal).getByLabelText('Address'), { target: { value: '1 Main St' } });
    fireEvent.change(within(contactModal).getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(within(contactModal).getByLabelText('State Other'), { target: { value: 'Elsewhere' } });
    fireEvent.change(within(contactModal).getByLabelText('Postal Code'), { target: { value: '78701' } });
    const years = within(contactModal).getByLabelText('Birth year') as HTMLSelectElement;
    expect([years.options[0]!.value, years.options[years.options.length - 1]!.value]).toEqual(['2020', '1910']);
    fireEvent.click(within(contactModal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete your contact information' })).toBeNull());
    const saved = api.calls.find((c) => c.path === '/creatorapi/informationsave')!.body as Record<string, unknown>;
    expect(saved).toMatchObject({ AddressLine1: '1 Main St', City: 'Austin', OtherState: 'Elsewhere', PostalCode: '78701', PrimaryEmail: 'creator@chorus.test' });
    expect(saved).toMatchObject({ MobilePhone: '5125550101', GenderIdentityID: 3, AllowText: true, InfluencerContactNotes: 'Weekends only', AddressLine2: 'Apt 2' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out to /login on Decline', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/home': () => ok(homeBody(contact(), { legal: [true, true] })),
      'POST /creatorapi/legal': () => legalDoc(1, 'The terms'),
      'POST /creatorapi/auth/logout': () => ok({ results: { success: true } }),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
    });
    const { router } = renderApp('/dashboard');
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    fireEvent.click(within(terms).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(true);
  });

  it('asks a creator to confirm information never confirmed, but never a manager', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/home': () => ok(homeBody(contact(), { confirmedAt: null })), 'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Is your information up to date?' })).toBeTruthy();
    cleanup();
    const manager = contact({ contactType: 'manager', contactName: 'Jordan Reyes' });
    fakeApi({
      ...signedInRoutes(manager),
      'GET /creatorapi/home': () => ok(homeBody(manager, { confirmedAt: null, missing: ['Invalid Address'] })),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
    });
    renderApp('/dashboard');
    await screen.findByTestId('greeting-name');
    await screen.findByText(homeMessages.nothingHere);
    expect(screen.queryByRole('dialog')).toBeNull();
 
    cleanup();
    // A manager acting as a roster creator is not asked to confirm the creator's details either.
    const actingAs = contact({ contactID: 3, contactName: 'Theo Nguyen', actorContactID: 2 });
    fakeApi({
      ...signedInRoutes(actingAs),
      'GET /creatorapi/home': () => ok(homeBody(actingAs, { confirmedAt: null })),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
    });
    renderApp('/dashboard');
    await screen.findByText(homeMessages.nothingHere);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Later for the session: leaving the dashboard and coming back does not ask again', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/home': () => ok(homeBody(contact(), { confirmedAt: null })),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
      'GET /creatorapi/faq': () => ok({ results: { success: true, Row_FaqQuestions: [] } }),
    });
    const { router } = renderApp('/dashboard');
    const ask = await screen.findByRole('dialog', { name: 'Is your information up to date?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await router.navigate('/faq');
    await waitFor(() => expect(screen.queryByTestId('greeting-name')).toBeNull());
    await router.navigate('/dashboard');
    await screen.findByText(homeMessages.nothingHere);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A fresh render of the app in the same tab (a reload) keeps it too.
    cleanup();
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/home': () => ok(homeBody(contact(), { confirmedAt: null })), 'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }) });
    renderApp('/dashboard');
    await screen.findByText(homeMessages.nothingHere);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask again days or months after a confirmation, only once 12 months have passed', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    for (const [days, asks] of [
      [5, false],
      [200, false],
      [370, true],
    ] as const) {
      fakeApi({ ...signedInRoutes(), 'GET /creatorapi/home': () => ok(homeBody(contact(), { confirmedAt: daysAgo(days) })), 'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }) });
      renderApp('/dashboard');
      await screen.findByText(homeMessages.nothingHere);
      if (asks) expect(await screen.findByRole('dialog', { name: 'Is your information up to date?' })).toBeTruthy();
      else expect(screen.queryByRole('dialog'), `${days} days`).toBeNull();
      cleanup();
    }
  });

  it('goes to /login when the home call says the session is gone', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/home': () => unauthorized, 'POST /creatorapi/auth/logout': () => ok({ results: { success: true } }) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it.each([
    ['503', { status: 503, body: { error: true, messages: [messages.generic.unavailable] } }],
    ['429', { status: 429, body: { error: true, messages: [messages.generic.tooManyRequests] } }],
  ])('asks again after a blip (%s) on the home call and keeps the session', async (_, failure) => {
    let failures = 0;
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/home': () => (failures++ === 0 ? failure : ok(homeBody(contact(), { confirmedAt: new Date().toISOString() }))),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [] } }),
      'POST /creatorapi/auth/logout': () => ok({ results: { success: true } }),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/creatorapi/home')).toHaveLength(2), { timeout: 10_000 });
    expect(await screen.findByText(homeMessages.nothingHere)).toBeTruthy();
    expect(currentUrl(router)).toBe('/dashboard');
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);
  });

  it.each([
    ['500', () => ({ status: 500, body: { error: true, messages: ['boom'] } })],
    ['an answer that does not parse', () => ({ status: 200, body: { results: 'not a home' } })],
    ['503 three times', () => ({ status: 503, body: { error: true, messages: [messages.generic.unavailable] } })],
  ])('logs out and goes to /login when the home call fails (%s), as campaigns.md §4 says', async (_, failure) => {
    const api = fakeApi({ ...signedInRoutes(), 'GET /creatorapi/home': failure, 'POST /creatorapi/auth/logout': () => ok({ results: { success: true } }) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentUrl(router)).toBe('/login'), { timeout: 15_000 });
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(true);
  }, 30_000);

  it('goes to /login with returnTo when the profiles call on the help-wanted page says the session is gone (campaigns.md §8)', async () => {
    let sessionGone = false;
    const api = fakeApi({
      ...signedInRoutes(),
      ...visitorOnceGone(() => sessionGone),
      'GET /creatorapi/profiles': () => {
        sessionGone = true;
        return unauthorized;
      },
    });
    const { router } = renderApp('/dashboard?from=mail');
    await waitFor(() => expect(currentUrl(router)).toBe(`/login?returnTo=${encodeURIComponent('/dashboard?from=mail')}`));
    expect(api.calls.some((c) => c.path === '/creatorapi/profiles')).toBe(true);
  });

  it('goes to /login with returnTo when the profiles call fails otherwise, after asking again through a blip', async () => {
    let calls = 0;
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/profiles': () => (calls++ === 0 ? { status: 503, body: { error: true, messages: [messages.generic.unavailable] } } : { status: 500, body: { error: true, messages: ['boom'] } }),
    });
    const { router } = renderApp('/dashboard?from=mail');
    await waitFor(() => expect(currentUrl(router)).toBe(`/login?returnTo=${encodeURIComponent('/dashboard?from=mail')}`), { timeout: 10_000 });
    expect(api.calls.filter((c) => c.path === '/creatorapi/profiles')).toHaveLength(2);
  });

  it('asks the home call again when it gets no answer, and keeps the session once it answers', async () => {
    const api = fakeApi({ ...signedInRoutes(), 'POST /creatorapi/auth/logout': () => ok({ results: { success: true } }) });
    const answer = api.fetchMock.getMockImplementation()!;
    let dropped = 0;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/creatorapi/home' && dropped++ === 0) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(dropped).toBe(2), { timeout: 10_000 });
    expect(await screen.findByTestId('greeting-name')).toBeTruthy();
    expect(currentUrl(router)).toBe('/dashboard');
    expect(api.calls.some((c) => c.path === '/creatorapi/auth/logout')).toBe(false);
  });

  it('shows Nothing Here when help wanted fails, and lists the deadlines from home', async () => {
    const row = {
      Title: 'Summer Anthem',
      Deadline: { DeadlineText: 'Respond by Nov 25, 2026, 3:00 PM CST', DeadlineDate: '11/25/26', DeadlineDateTime: '2026-11-25T21:00:00.000Z' },
      Payment: '$150.00',
      ID: 3,
      UID: 'o-3',
      Type: 'Campaign',
      Image: null,
      IsNew: true,
      Action: 'Accept or Decline',
      HandleDetails: [
        { FieldName: 'Handle', FieldValue: 'mayamoves' },
        { FieldName: 'Platform', FieldValue: 'TikTok' },
      ],
    };
    const contestRow = {
      ...row,
      Title: 'Stage contest',
      Deadline: { DeadlineText: 'Contest ends Dec 1, 2026, 12:30 PM CST', DeadlineDate: '12/1/26', DeadlineDateTime: '2026-12-01T18:30:00.000Z' },
      Payment: '',
      ID: 9,
      UID: '12',
      Type: 'Contest',
      IsNew: false,
      Action: 'In Review',
    };
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/home': () => ok(homeBody(contact(), { rows: [row, contestRow] })), 'GET /creatorapi/helpwanted': () => ({ status: 500, body: { error: true, messages: ['boom'] } }) });
    renderApp('/dashboard');
    expect(await screen.findByText(homeMessages.nothingHere)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Campaign Deadlines' }));
    const [deadline, contest] = await screen.findAllByTestId('deadline-row');
    expect(within(deadline!).getByRole('link', { name: 'Summer Anthem' }).getAttribute('href')).toBe('/detail?PostID=3&UID=o-3');
    // A campaign's deadline stays in Chicago time; the post card's price drops its last 3 characters.
    expect(within(deadline!).getByText('Respond by Nov 25, 2026, 3:00 PM CST')).toBeTruthy();
    expect(within(deadline!).getByText('Campaign · mayamoves · TikTok · $150')).toBeTruthy();
    // A contest's end is in the viewer's zone and locale, not Chicago's.
    expect(within(contest!).getByText(`Contest ends ${formatDateTime('2026-12-01T18:30:00.000Z')}`)).toBeTruthy();
    expect(within(contest!).queryByText(/CST/)).toBeNull();
  });

  it('applies to a help-wanted opportunity with every field and one handle', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [item] } }),
      'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [profile], Platforms: [] } }),
      'POST /creatorapi/apply-to-help-wanted': () => ({ status: 201, body: { results: { success: true, message: homeMessages.applied } } }),
    });
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Now: Dance testers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Dance testers' });
    await within(dialog).findByLabelText('Handle');
    fireEvent.change(within(dialog).getByLabelText('Why you?'), { target: { value: 'I dance' } });
    fireEvent.change(within(dialog).getByLabelText('Audience'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(homeMessages.fillEveryField)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/creatorapi/apply-to-help-wanted')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Audience'), { target: { value: 'Gen Z' } });
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(homeMessages.applied)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/apply-to-help-wanted')!.body).toEqual({
      ExploreSurveyID: 7,
      EmailAddress: 'creator@chorus.test',
      ExploreSurveyResponseJSON: JSON.stringify({ why: 'I dance', audience: 'Gen Z' }),
      ContactID: 1,
      ContactPlatformID: 5,
      CampaignName: 'Dance testers',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Applied')).toBeTruthy();
  });
});

describe('the onboarding prompt', () => {
  it('points a creator without social profiles to /onboarding, and says nothing once they have one', async () => {
    const state = { profiles: [] as (typeof profile)[] };
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: state.profiles, Platforms: [] } }) });
    renderApp('/dashboard');
    expect((await screen.findByRole('link', { name: 'Complete your profile' })).getAttribute('href')).toBe('/onboarding');
    cleanup();
    state.profiles = [profile];
    renderApp('/dashboard');
    await screen.findByTestId('greeting-name');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contests' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
  });
});
