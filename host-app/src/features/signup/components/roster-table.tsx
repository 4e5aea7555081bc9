import { countryById, stateById } from '@chorus/core';
import { Button, token, VisuallyHidden, visuallyHidden } from '@chorus/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import type { RosterCreatorValues } from '../validation.ts';

const STACK_BELOW_PX = 880;

/* The box decides the layout (a container query), not the window: the onboarding card is narrower than a desktop
   window, and ten columns with Edit and Delete did not fit it even at 1280 px. Below STACK_BELOW_PX each creator is
   a card of labelled lines with Edit and Delete at its foot; the table stays a table for assistive technology. */
const Box = styled.div`
  container: roster / inline-size;
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
    overflow-wrap: break-word;
  }
  th {
    font-weight: 650;
    background: ${token('color-surface-sunken')};
  }
  tr:last-child td {
    border-bottom: 0;
  }

  @container roster (max-width: ${STACK_BELOW_PX - 1}px) {
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: grid;
      gap: 4px;
      padding: 12px;
      border-bottom: 1px solid ${token('color-border')};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: 12px;
      padding: 0;
      border: 0;
    }
    tbody td::before {
      content: attr(data-label);
      color: ${token('color-text-muted')};
      font-weight: 600;
    }
    tbody td[data-label='Actions']::before {
      content: none;
    }
  }
`;

const Value = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  @container roster (max-width: ${STACK_BELOW_PX - 1}px) {
    grid-column: 1 / -1;
    padding-top: 8px;
  }
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
    <Box>
      <Table role="table">
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
              <tr key={c.key} role="row">
                <td role="cell" data-label="First Name">
                  <Value>{c.firstName}</Value>
                </td>
                <td role="cell" data-label="Last Name">
                  <Value>{c.lastName}</Value>
                </td>
                <td role="cell" data-label="Address">
                  <Value>{c.addressLine1}</Value>
                </td>
                <td role="cell" data-label="City">
                  <Value>{c.city}</Value>
                </td>
                <td role="cell" data-label="State">
                  <Value>{stateById(c.stateId)?.name === 'Other/None' && c.stateOther ? c.stateOther : (stateById(c.stateId)?.name ?? '')}</Value>
                </td>
                <td role="cell" data-label="Zip">
                  <Value>{c.postalCode}</Value>
                </td>
                <td role="cell" data-label="Country">
                  <Value>{countryById(c.countryId)?.name ?? ''}</Value>
                </td>
                <td role="cell" data-label="Birthday">
                  <Value>{shortDate(c.birthday)}</Value>
                </td>
                <td role="cell" data-label="Handles">
                  <Value>{c.handles.length}</Value>
                </td>
                <td role="cell" data-label="Actions">
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
    </Box>
  );
}
