import { ContestDetail } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, widget, pageSize, text } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-contest contest-id="6">`: a whole contest page with its entry dialog, leaderboard and prizes. */
export const impl = widget(
  'chorus-contest',
  { ...baseAttributes, contestId, pageSize, creator: text(100) },
  (p, h) =>
    createElement(ContestDetail, {
      key: p.contestId,
      contestId: p.contestId,
      pageSize: p.pageSize,
      creator: p.creator?.trim() || undefined,
      apiBase: h.apiBase,
      transport: h.transport,
      token: h.token,
      onNavigate: h.onNavigate,
      // On an artist's site the fan signs in inside the widget and stays on the page (a contest-entry token in memory).
      signIn: 'inline',
      onSubmitted: h.onSubmitted,
      onError: h.onError,
    }),
);

defineElement('chorus-contest', () => impl);
