// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.tsx';

afterEach(cleanup);

describe('TextAreaField', () => {
  it('labels the textarea and ties its error to it', () => {
    render(<TextAreaField label="Message" error="Please write a message" />);
    const area = screen.getByLabelText('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('Please write a message');
  });
});
