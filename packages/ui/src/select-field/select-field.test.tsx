// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field.tsx';

afterEach(cleanup);

describe('SelectField', () => {
  it('labels the select, lists labelled or plain options, and describes it with hint and error', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="State"
        hint="Where you live"
        error="Choose a state"
        options={[
          { value: 1, label: 'Texas' },
          { value: 2, label: 'Washington' },
        ]}
        defaultValue={1}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ['1', 'Texas'],
      ['2', 'Washington'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['Where you live', 'Choose a state']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('takes plain strings as both value and label, and is valid without an error', () => {
    render(<SelectField label="Budget" options={['Under $1k', '$1k to $5k']} />);
    const select = screen.getByLabelText('Budget') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ['Under $1k', 'Under $1k'],
      ['$1k to $5k', '$1k to $5k'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });
});
