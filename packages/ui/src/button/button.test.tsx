// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from '../alert/alert.tsx';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('defaults to type=button and fires clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and disabled while loading', () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" loading onClick={onClick}>
        Log In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Alert', () => {
  it('uses role=alert for danger and role=status otherwise', () => {
    render(
      <>
        <Alert tone="danger">Invalid email or password</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});
