import { ContestDetail } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, defineWidget, pageSize, text } from '../define.tsx';

/** `<chorus-contest contest-id="6">`: a whole contest page with its entry dialog, leaderboard and prizes. */
defineWidget(
  'chorus-contest',
  { apiBase: 'string', token: 'string', theme: 'string', contestId: 'number', pageSize: 'number', creator: 'string' },
  { ...baseAttributes, contestId, pageSize, creator: text(100) },
  (p, h) =>
    createElement(ContestDetail, {
      key: p.contestId,
      contestId: p.contestId,
      pageSize: p.pageSize,
      creator: p.creator?.trim() || undefined,
      apiBase: h.apiBase,
      token: h.token,
      onNavigate: h.onNavigate,
      onSubmitted: h.onSubmitted,
      onError: h.onError,
    }),
);
