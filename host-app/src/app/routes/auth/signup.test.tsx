// @vitest-environment jsdom
import { messages, passwordRules, signupMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, visitor, type FakeCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const free = { 'GET /creatorapi/check-username': () => ok({ results: { success: true } }) };
const saved = (message: string) => () => ok({ results: { success: true, message }, data: { success: true, message } });
const body = (calls: FakeCall[], path: string) => calls.find((c) => c.path === path)?.body as Record<string, unknown> | undefined;

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
const next = () => fireEvent.click(button('Next'));
/** A button by its visible text: much cheaper than a role query over a long form in jsdom. */
const button = (text: string, scope: HTMLElement = document.body) => within(scope).getByText(text, { selector: 'button, button *' }).closest('button')!;
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillAccount(email = 'nia@example.com') {
  type('Email', email);
  type(/^Password$/, 'Joined-today-1');
  type('Confirm Password', 'Joined-today-1');
  next();
  await stepHeading('Personal');
}

function fillPersonal() {
  type('First Name', 'Nia');
  type('Last Name', 'Newton');
  type('Address', '1 Main St');
  type('City', 'Austin');
  fireEvent.change(screen.getByLabelText('State / Province'), { target: { value: '43' } });
  type('Zip / Postal Code', '78701');
  type('PayPal Email', 'pay@example.com');
  type('Mobile Phone', '512-555-0100');
  type('Birthday', '1999-04-05');
}

describe('/hello', () => {
  it('walks Account, Personal, Profiles and Finish, and sends the spec’s payload', async () => {
    const api = fakeApi({ ...visitor, ...free, 'POST /creatorapi/contact/savecreator': saved(signupMessages.success) });
    const { container } = renderApp('/hello');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Sign Up'));
    expect(screen.getByRole('navigation', { name: 'Sign-up progress' }).textContent).toMatch(/Account.*Personal.*Profiles.*Finish/);

    await fillAccount('Nia@Example.com');
    expect(api.calls.find((c) => c.path === '/creatorapi/check-username')?.query).toEqual({ username: 'Nia@Example.com' });
    // Focus moves to the new step's heading.
    // Focus moves in an effect, which may run after the step shows.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Personal' })));

    fillPersonal();
    expect(await seriousViolations(container)).toEqual([]);
    next();
    await stepHeading('Profiles');

    // A new profile starts as TikTok, $10.00 and $20.00, with the suggested-rate help.
    const profile = screen.getByRole('group', { name: 'Profile 1' });
    expect((within(profile).getByLabelText('Platform') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('TikTok');
    expect((within(profile).getByLabelText('Song Rate') as HTMLInputElement).value).toBe('$10.00');
    expect((within(profile).getByLabelText('Brand Rate') as HTMLInputElement).value).toBe('$20.00');
    expect(profile.textContent).toContain('$1.50 per 1,000 views');
    expect(profile.textContent).toContain('$3 per 1,000 views');
    type('Handle', '@nia.dances', profile);
    type('Song Rate', '$0.00', profile);
    expect(profile.textContent).toContain('Please Update');
    type('Song Rate', '$12.50', profile);
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.click(button('Sign Up'));
    expect(await stepHeading('Successful Sign Up!')).toBeTruthy();
    expect(screen.getByText('Please check your email to confirm your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/onboarding');
    expect(body(api.calls, '/creatorapi/contact/savecreator')).toMatchObject({
      isManager: false,
      username: 'Nia@Example.com',
      password: 'Joined-today-1',
      passwordConfirm: 'Joined-today-1',
      firstName: 'Nia',
      stateId: 43,
      countryId: 1,
      paymentEmail: 'pay@example.com',
      mobilePhone: '512-555-0100',
      birthday: '1999-04-05',
      genderIdentityId: 1,
      sexualOrientationId: 1,
      profileArray: [{ handle: 'nia.dances', platformId: 4, followers: 0, rate: '12.50', brandRate: '20.00' }],
    });
    // A long walk through every step with axe checks: jsdom takes its time on a busy 2-core machine.
  }, 90_000);

  it('shows every password rule live, and the Account step’s messages when Next is refused', async () => {
    const api = fakeApi({ ...visitor, ...free });
    const { container } = renderApp('/hello');
    await stepHeading('Account');
    expect(await seriousViolations(container)).toEqual([]);
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getAllByRole('listitem').map((li) => li.textContent)).toEqual(passwordRules.map((r) => `${r.message} (not yet)`));
    fireEvent.change(screen.getByLabelText(/^Password$/), { target: { value: 'abcdefgh' } });
    expect(within(rules).getByText(/Must contain a lower case letter/).textContent).toContain('(done)');
    expect(within(rules).getByText(/Must contain an upper case letter/).textContent).toContain('(not yet)');
    expect(screen.getByLabelText(/^Password$/).getAttribute('aria-describedby')).toContain(rules.id);

    type('Email', 'not-an-email');
    type('Confirm Password', 'other');
    expect(button('Next').getAttribute('aria-disabled')).toBe('true');
    next();
    expect(await screen.findByText(messages.email.invalid)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    // The error is tied to its field, and focus goes to the first invalid one.
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText(messages.email.invalid).id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(api.calls.some((c) => c.path === '/creatorapi/check-username')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
  });

  it('checks the email before leaving Account: a taken one says so and offers Log In or Forgot password', async () => {
    fakeApi({ ...visitor, 'GET /creatorapi/check-username': () => ok({ results: { success: false, message: 'Email already exists' } }) });
    renderApp('/hello');
    await stepHeading('Account');
    type('Email', 'taken@example.com');
    type(/^Password$/, 'Joined-today-1');
    type('Confirm Password', 'Joined-today-1');
    next();
    const dialog = await screen.findByRole('dialog', { name: 'You already have an account' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByText('Email already exists', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
  });

  it('refuses the Personal step with the spec’s messages, and goes Back', async () => {
    fakeApi({ ...visitor, ...free });
    renderApp('/hello');
    await stepHeading('Account');
    await fillAccount();
    type('Mobile Phone', '5550100');
    type('Birthday', '2009-01-01');
    next();
    for (const text of [
      'Invalid First Name',
      'Invalid Last Name',
      'Invalid Address',
      'Invalid City',
      'Invalid Zip',
      'Invalid PayPal',
      'Phone number must be longer than 7 characters',
      'Birth year must be between 1910 and 2008',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    type('Birthday', '1910-01-01');
    expect(screen.getByText('Please select your birthday')).toBeTruthy();
    fireEvent.click(button('Back'));
    expect(await stepHeading('Account')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('nia@example.com');
  });

  it('needs at least one valid profile, and lists taken handles the server names', async () => {
    const conflict = signupMessages.handlesConflict('team@chorus.test');
    const api = fakeApi({
      ...visitor,
      ...free,
      'POST /creatorapi/contact/savecreator': () => ({
        status: 409,
        body: { error: true, messages: [conflict], data: { success: false, message: conflict, existingHandlesData: { handles: [{ platform: 'TikTok', handle: 'nia' }] } } },
      }),
    });
    renderApp('/hello');
    await stepHeading('Account');
    await fillAccount();
    fillPersonal();
    next();
    await stepHeading('Profiles');
    fireEvent.click(button('Remove Profile 1'));
    expect(screen.getByText('Please add at least one profile')).toBeTruthy();
    fireEvent.click(button('Sign Up'));
    expect(api.calls.some((c) => c.path === '/creatorapi/contact/savecreator')).toBe(false);

    fireEvent.click(button('Add Profile'));
    const profile = screen.getByRole('group', { name: 'Profile 1' });
    type('Handle', '@', profile);
    expect(within(profile).getByText('Handle must be longer than 1 character')).toBeTruthy();
    type('Handle', 'nia', profile);
    fireEvent.click(button('Sign Up'));
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(screen.getByText('TikTok: @nia')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Profiles' })).toBeTruthy();
  });

  it('prefills ?email= and warns a visitor from a contest to use the contest’s email', async () => {
    fakeApi({ ...visitor, ...free });
    renderApp('/hello?email=fan%40example.com&contest=12');
    await stepHeading('Account');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('fan@example.com');
    expect(screen.getByText(signupMessages.contestEmail)).toBeTruthy();
  });

  it('lets a manager ask for access with an email alone and thanks them on Finish', async () => {
    const api = fakeApi({ ...visitor, ...free, 'POST /creatorapi/contact/savecreator': saved(signupMessages.managerRequest) });
    const { container } = renderApp('/hello');
    await stepHeading('Account');
    fireEvent.click(screen.getByRole('radio', { name: 'Manager' }));
    expect(screen.queryByLabelText(/^Password$/)).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
    type('Email', 'boss@example.com');
    fireEvent.click(button('Request Access'));
    expect(await screen.findByText(signupMessages.managerRequest)).toBeTruthy();
    expect(body(api.calls, '/creatorapi/contact/savecreator')).toEqual({ isManager: true, username: 'boss@example.com' });
  });

  it('shows a manager the steps of an access request only: Personal and Profiles are never marked done', async () => {
    fakeApi({ ...visitor, ...free, 'POST /creatorapi/contact/savecreator': saved(signupMessages.managerRequest) });
    renderApp('/hello');
    await stepHeading('Account');
    fireEvent.click(screen.getByRole('radio', { name: 'Manager' }));
    const progress = () => screen.getByRole('navigation', { name: 'Sign-up progress' });
    expect(within(progress()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Step 1 of 2: Account', 'Step 2 of 2: Finish']);
    type('Email', 'boss@example.com');
    fireEvent.click(button('Request Access'));
    expect(await screen.findByText(signupMessages.managerRequest)).toBeTruthy();
    expect(within(progress()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Step 1 of 2: Account (done)', 'Step 2 of 2: Finish']);
    expect(progress().textContent).not.toMatch(/Personal|Profiles/);
    expect(within(progress()).getByText(/Finish/).closest('li')?.getAttribute('aria-current')).toBe('step');
  });
});

describe('/login', () => {
  it('links to sign up', async () => {
    fakeApi(visitor);
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Sign Up' })).getAttribute('href')).toBe('/hello');
  });
});
