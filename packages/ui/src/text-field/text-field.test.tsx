// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and describes it with hint and error', () => {
    render(<TextField label="Email" hint="The one you signed up with" error="Please enter your email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'The one you signed up with',
      'Please enter your email',
    ]);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('Checkbox', () => {
  it('is a labelled native checkbox', () => {
    render(<Checkbox label="Remember me" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
  });
});
