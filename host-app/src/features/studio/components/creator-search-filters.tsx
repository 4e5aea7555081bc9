import { countries, platforms } from '@chorus/core';
import { Button, SelectField, TextField, token } from '@chorus/ui';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { PAGE_SIZES, sortLabels, type FilterName } from './creator-search-query.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px 16px;
  align-items: end;
  margin-bottom: 20px;
  padding: 16px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
`;

/**
 * The search's filters and order, read from and written to the query string: the form starts from `params` (remount
 * it with a key when they change) and hands the filled form to `onSearch`.
 */
export function CreatorSearchFilters({ params, onSearch, onClear }: { params: URLSearchParams; onSearch: (form: FormData) => void; onClear: () => void }) {
  const v = (name: FilterName, fallback = '') => params.get(name) ?? fallback;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(new FormData(e.currentTarget));
  };
  return (
    <Form role="search" aria-label="Find creators" onSubmit={submit}>
      <TextField label="Handle or name" name="q" defaultValue={v('q')} hint="The start of a handle or name" maxLength={100} />
      <SelectField label="Platform" name="platform" defaultValue={v('platform')} options={[{ value: '', label: 'Any platform' }, ...platforms.map((p) => ({ value: p.id, label: p.name }))]} />
      <SelectField label="Country" name="country" defaultValue={v('country')} options={[{ value: '', label: 'Any country' }, ...countries.map((c) => ({ value: c.code, label: c.name }))]} />
      <TextField label="Minimum followers" name="minFollowers" type="number" min={0} step={1} inputMode="numeric" defaultValue={v('minFollowers')} />
      <TextField label="Maximum followers" name="maxFollowers" type="number" min={0} step={1} inputMode="numeric" defaultValue={v('maxFollowers')} />
      <SelectField
        label="Rate"
        name="rateKind"
        defaultValue={v('rateKind', 'song')}
        hint="Which rate the highest rate and the rate order read"
        options={[
          { value: 'song', label: 'Song rate' },
          { value: 'brand', label: 'Brand rate' },
        ]}
      />
      <TextField label="Highest rate (dollars)" name="maxRate" type="number" min={0} step={0.01} inputMode="decimal" defaultValue={v('maxRate')} />
      <TextField label="Minimum response rate (%)" name="minResponseRate" type="number" min={0} max={100} step={1} inputMode="numeric" defaultValue={v('minResponseRate')} />
      <SelectField
        label="Worked with us"
        name="workedWithUs"
        defaultValue={v('workedWithUs')}
        options={[
          { value: '', label: 'Any' },
          { value: 'yes', label: 'Yes: completed one of our campaigns' },
          { value: 'no', label: 'No: never completed one' },
        ]}
      />
      <SelectField label="Sort by" name="sort" defaultValue={v('sort', 'followers')} options={Object.entries(sortLabels).map(([value, label]) => ({ value, label }))} />
      <SelectField
        label="Order"
        name="dir"
        defaultValue={v('dir', 'desc')}
        options={[
          { value: 'desc', label: 'Highest first' },
          { value: 'asc', label: 'Lowest first' },
        ]}
      />
      <SelectField label="Per page" name="pageSize" defaultValue={v('pageSize', '25')} options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))} />
      <Actions>
        <Button type="submit">Search</Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      </Actions>
    </Form>
  );
}
