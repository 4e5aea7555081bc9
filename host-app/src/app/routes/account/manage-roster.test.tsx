// @vitest-environment jsdom
import { signupMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes, type FakeCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const type = (label: string | RegExp, value: string, scope: HTMLElement) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('Manage Roster › Add Creator (issue 24)', () => {
  it('keeps everything typed when a handle is taken: the refusal shows in the dialog, the handle is changed and saved', async () => {
    const conflict = signupMessages.handlesConflict('team@chorus.test');
    const api = fakeApi({
      ...signedInRoutes(contact({ contactType: 'manager', contactName: 'Jordan Reyes' })),
      'GET /creatorapi/manager/roster': () => ok({ results: { success: true, data: { roster: [] } } }),
      'POST /creatorapi/link-creator-to-manager': (call: FakeCall) =>
        JSON.stringify(call.body).includes('"taken.one"')
          ? { status: 409, body: { error: true, messages: [conflict], data: { success: false, message: conflict, existingHandlesData: { handles: [{ platform: 'TikTok', handle: 'taken.one' }] } } } }
          : ok({ results: { success: true, message: 'Successfully Added Creator!', ContactID: 12, UID: 'u-12' } }),
    });
    renderApp('/account/accounts/');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
    type('First Name', 'Rory', dialog);
    type('Last Name', 'Roster', dialog);
    type('Address', '2 Side St', dialog);
    type('City', 'Austin', dialog);
    fireEvent.change(within(dialog).getByLabelText('State / Province'), { target: { value: '43' } });
    type('Zip / Postal Code', '78701', dialog);
    type('Birthday', '2004-03-04', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('heading', { name: 'Handles' });
    const first = within(dialog).getByRole('group', { name: 'Handle 1' });
    type('Handle', 'taken.one', first);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Creator' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(conflict);
    expect(alert.textContent).toContain('TikTok: @taken.one');
    expect(screen.getByRole('dialog', { name: 'Add Creator' })).toBe(dialog);
    expect((within(first).getByLabelText('Handle') as HTMLInputElement).value).toBe('taken.one');

    type('Handle', 'rory.new', first);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Creator' }));
    expect(await screen.findByText('Successfully Added Creator!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saves = api.calls.filter((c) => c.path === '/creatorapi/link-creator-to-manager').map((c) => c.body as { firstName: string; lastName: string; city: string });
    expect(saves).toHaveLength(2);
    expect(saves.map((b) => [b.firstName, b.lastName, b.city])).toEqual([
      ['Rory', 'Roster', 'Austin'],
      ['Rory', 'Roster', 'Austin'],
    ]);
  });
});
