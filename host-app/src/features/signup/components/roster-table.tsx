import { countryById, stateById } from '@chorus/core';
import { Button, token, VisuallyHidden } from '@chorus/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import type { RosterCreatorValues } from '../validation.ts';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${token('color-border')};
    white-space: nowrap;
  }
  th {
    font-weight: 650;
    background: ${token('color-surface-sunken')};
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: 6px;
`;

/** 'YYYY-MM-DD' as the table shows it (MM/DD/YYYY), without a time zone shifting the day. */
const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${m}/${d}/${y}` : iso;
};

export interface RosterTableProps {
  creators: RosterCreatorValues[];
  onEdit: (creator: RosterCreatorValues) => void;
  onDelete: (creator: RosterCreatorValues) => void;
}

/** The Creator Roster (accounts.md §2): one row per creator with edit and delete. */
export function RosterTable({ creators, onEdit, onDelete }: RosterTableProps) {
  return (
    <Scroll>
      <Table>
        <caption>
          <VisuallyHidden>Creator Roster</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">First Name</th>
            <th scope="col">Last Name</th>
            <th scope="col">Address</th>
            <th scope="col">City</th>
            <th scope="col">State</th>
            <th scope="col">Zip</th>
            <th scope="col">Country</th>
            <th scope="col">Birthday</th>
            <th scope="col">Handles</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {creators.map((c) => {
            const name = `${c.firstName} ${c.lastName}`.trim();
            return (
              <tr key={c.key}>
                <td>{c.firstName}</td>
                <td>{c.lastName}</td>
                <td>{c.addressLine1}</td>
                <td>{c.city}</td>
                <td>{stateById(c.stateId)?.name === 'Other/None' && c.stateOther ? c.stateOther : (stateById(c.stateId)?.name ?? '')}</td>
                <td>{c.postalCode}</td>
                <td>{countryById(c.countryId)?.name ?? ''}</td>
                <td>{shortDate(c.birthday)}</td>
                <td>{c.handles.length}</td>
                <td>
                  <RowActions>
                    <Button type="button" size="sm" variant="secondary" onClick={() => onEdit(c)} aria-label={`Edit ${name}`}>
                      <Pencil size={14} aria-hidden="true" /> Edit
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => onDelete(c)} aria-label={`Delete ${name}`}>
                      <Trash2 size={14} aria-hidden="true" /> Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
