import { confirmInfoDue, type HomeResponse } from '@chorus/core';
import { useState } from 'react';
import { ConfirmInfoModal } from './confirm-info-modal.tsx';
import { ContactInfoModal } from './contact-info-modal.tsx';
import { LegalModal } from './legal-modal.tsx';

export type FirstVisitModal = 'legal' | 'contact' | 'confirm' | null;

/**
 * Which modal the dashboard shows (campaigns.md §4): the legal modal while a document needs approval; then, for
 * a non-manager, the contact-information modal while a required field is missing; then the confirm-info modal
 * when the information was never confirmed or more than 12 months ago. Never two at once, none for managers.
 */
export function modalFor(home: HomeResponse, now: number, dismissed: ReadonlySet<FirstVisitModal>): FirstVisitModal {
  if (home.results.LegalApprovalStatus.some((l) => l.NeedsApproval)) return 'legal';
  if (home.contactDetail.contactType === 'manager') return null;
  // Acting as someone else (a manager's roster creator, a granted account): only the owner confirms their details.
  if (home.contactDetail.actorContactID !== undefined && home.contactDetail.actorContactID !== home.contactDetail.contactID) return null;
  if (home.results.MissingInformation.length > 0) return 'contact';
  if (!dismissed.has('confirm') && confirmInfoDue(home.contactDetail.informationConfirmedDateTime, now)) return 'confirm';
  return null;
}

export interface FirstVisitModalsProps {
  home: HomeResponse;
  /** Ask home again after a modal changed what it answers. */
  reload: () => void;
  /** Decline on the legal modal: log out and go to /login. */
  onDecline: () => void;
}

// "Later" holds for the tab's session, not only while the dashboard is mounted: leaving it and coming back (or a
// reload) must not ask again. Kept per contact, so switching into another account still asks that one.
const laterKey = (contactId: number) => `chorus.confirmInfoLater.${contactId}`;

function laterSaid(contactId: number): boolean {
  try {
    return window.sessionStorage.getItem(laterKey(contactId)) === '1';
  } catch {
    return false;
  }
}

function sayLater(contactId: number) {
  try {
    window.sessionStorage.setItem(laterKey(contactId), '1');
  } catch {
    // Storage refused (a private mode): Later then holds while the dashboard stays open.
  }
}

export function FirstVisitModals({ home, reload, onDecline }: FirstVisitModalsProps) {
  const contactId = home.contactDetail.contactID;
  const [dismissed, setDismissed] = useState<ReadonlySet<FirstVisitModal>>(new Set());
  const which = modalFor(home, Date.now(), laterSaid(contactId) ? new Set([...dismissed, 'confirm']) : dismissed);
  if (which === 'legal')
    return <LegalModal contactId={home.results.ContactId} pending={home.results.LegalApprovalStatus.filter((l) => l.NeedsApproval)} onDone={reload} onDecline={onDecline} />;
  if (which === 'contact') return <ContactInfoModal onDone={reload} />;
  if (which === 'confirm')
    return (
      <ConfirmInfoModal
        onDone={() => {
          setDismissed(new Set([...dismissed, 'confirm']));
          reload();
        }}
        onLater={() => {
          sayLater(contactId);
          setDismissed(new Set([...dismissed, 'confirm']));
        }}
      />
    );
  return null;
}
