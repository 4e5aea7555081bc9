// @vitest-environment jsdom
import { accountMessages as am, platforms } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const handlePlatforms = [4, 1, 7, 8].map((id) => ({ PlatformID: id, PlatformName: platforms.find((p) => p.id === id)!.name }));
const profile = { ContactPlatformID: 5, UID: 'p-5', PlatformID: 4, Platform: 'TikTok', PlatformName: 'TikTok', Handle: 'maya', Followers: 1200, SongRate: '$15.00', BrandRate: '$20.00', IsEditable: true, Score_ResponseRate_Invite: null };

describe('deleting a social profile (issue 24)', () => {
  it('asks first in a named dialog; Keep Profile deletes nothing, Delete Profile deletes and leaves no form to save into', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/profile': () => ok({ results: { success: true, ContactPlatform: profile, Platforms: handlePlatforms } }),
      'POST /creatorapi/profile-delete': () => ok({ results: { success: true, message: am.profileDeleted } }),
    });
    renderApp('/account/updatesocial/?ContactPlatformID=5&UID=p-5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this profile?' });
    expect(dialog.textContent).toContain('TikTok @maya will no longer receive campaign offers.');
    const axeResult = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(axeResult.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.path === '/creatorapi/profile-delete')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this profile?' })).getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText(am.profileDeleted)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/creatorapi/profile-delete')!.body).toEqual({ ContactPlatformID: 5, UID: 'p-5' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Song Rate')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Social Media Profiles' }).getAttribute('href')).toBe('/account/social/');
  });

  it('keeps the form when the server refuses the delete, and says why', async () => {
    const refusal = 'This profile has campaign offers and cannot be deleted.';
    fakeApi({
      ...signedInRoutes(),
      'POST /creatorapi/profile': () => ok({ results: { success: true, ContactPlatform: profile, Platforms: handlePlatforms } }),
      'POST /creatorapi/profile-delete': () => ({ status: 409, body: { error: true, messages: [refusal] } }),
    });
    renderApp('/account/updatesocial/?ContactPlatformID=5&UID=p-5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('a manager’s own account has no handles (issue 24)', () => {
  const manager = contact({ contactType: 'manager', contactName: 'Jordan Reyes' });

  it('shows no Add Profile on /account/social/ and no form on /account/updatesocial/, and asks the server for none', async () => {
    const api = fakeApi({ ...signedInRoutes(manager), 'GET /creatorapi/profiles': () => ok({ results: { success: true, ContactPlatforms: [], Platforms: handlePlatforms } }) });
    renderApp('/account/social/');
    expect(await screen.findByText(new RegExp(am.profilesCreatorsOnly))).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Add Profile/ })).toBeNull();
    cleanup();
    renderApp('/account/updatesocial/?ContactPlatformID=0&UID=New');
    expect(await screen.findByText(new RegExp(am.profilesCreatorsOnly))).toBeTruthy();
    expect(screen.queryByLabelText('Handle')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Profile' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/creatorapi/profile')).toBe(false);
  });

  it('still edits a roster creator’s handles from their Admin page', async () => {
    fakeApi({
      ...signedInRoutes(manager),
      'POST /creatorapi/profile': () => ok({ results: { success: true, ContactPlatform: { ...profile, ContactPlatformID: 0, UID: 'New', Handle: '' }, Platforms: handlePlatforms } }),
    });
    renderApp('/account/updatesocial/?ContactPlatformID=0&UID=New&ContactID=9&ContactUID=c-9');
    expect(await screen.findByLabelText('Handle')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Profile' })).toBeTruthy();
  });
});
