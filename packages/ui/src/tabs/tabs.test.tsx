// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const items = [
  { id: 'help', label: 'Help Wanted', content: <p>help panel</p> },
  { id: 'deadlines', label: 'Campaign Deadlines', content: <p>deadline panel</p> },
  { id: 'third', label: 'Third', content: <p>third panel</p> },
];

describe('Tabs', () => {
  it('selects the first tab by default, with one tab stop and a labelled panel', () => {
    render(<Tabs label="Dashboard" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Help Wanted' }).textContent).toBe('help panel');
  });

  it('moves with arrow keys, wraps, and supports Home and End', () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Dashboard" items={items} onValueChange={onValueChange} />);
    const [first, second, third] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('deadline panel');
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual(['deadlines', 'third', 'help', 'third', 'help']);
  });

  it('honours a controlled value', () => {
    render(<Tabs label="Dashboard" items={items} value="deadlines" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tab', { name: 'Campaign Deadlines' }).getAttribute('aria-selected')).toBe('true');
  });
});
