// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// jsdom has no object URLs: these stand in for the browser's (the previews are made from them).
const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:preview-${created.length + 1}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((u: string) => void revoked.push(u));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const noTax = () => ok({ results: { success: true, TaxForm_IsUploaded: false, TaxForm_URL: null, TaxForm_FileName: null, TaxFormInformationHTMLMessage: '<p>Upload it.</p>' } });
const pick = (file: File) => fireEvent.change(screen.getByLabelText(/Choose your tax form/), { target: { files: [file] } });
const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });

describe('Tax Documents previews the chosen file before it is sent (issue 24)', () => {
  it('shows a picture itself, with its name, type and size', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/tax': noTax });
    renderApp('/account/tax/');
    await screen.findByLabelText(/Choose your tax form/);
    pick(sized(new File(['png'], 'w9-scan.png', { type: 'image/png' }), 250_000));
    const chosen = screen.getByRole('figure', { name: 'Chosen file' });
    expect(within(chosen).getByRole('img', { name: 'Preview of w9-scan.png' }).getAttribute('src')).toBe('blob:preview-1');
    expect(chosen.textContent).toContain('w9-scan.png');
    expect(chosen.textContent).toContain('PNG image · 244 KB');
  });

  it('shows a PDF by name and size with a preview in the browser’s viewer, and lets go of it when another is chosen', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /creatorapi/tax': noTax });
    renderApp('/account/tax/');
    await screen.findByLabelText(/Choose your tax form/);
    pick(sized(new File(['%PDF'], 'W-9 2026.pdf', { type: 'application/pdf' }), 1_300_000));
    const chosen = screen.getByRole('figure', { name: 'Chosen file' });
    expect(chosen.textContent).toContain('PDF document · 1.2 MB');
    const open = within(chosen).getByRole('link', { name: 'Preview W-9 2026.pdf (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe('blob:preview-1');
    expect(open.getAttribute('target')).toBe('_blank');
    pick(sized(new File(['%PDF'], 'w9-signed.pdf', { type: 'application/pdf' }), 900));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('figure', { name: 'Chosen file' }).textContent).toContain('w9-signed.pdf');
    expect(screen.getByRole('figure', { name: 'Chosen file' }).textContent).toContain('900 bytes');
    // Delete drops the choice and its preview.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('figure', { name: 'Chosen file' })).toBeNull();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });
});
