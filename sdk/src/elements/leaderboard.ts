import * as z from 'zod/mini';
import { Leaderboard } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, defineWidget, pageSize, text } from '../define.tsx';

/** `<chorus-leaderboard contest-id="1" page-size="25">`: the contest's ranking, paged. */
defineWidget(
  'chorus-leaderboard',
  { apiBase: 'string', token: 'string', theme: 'string', contestId: 'number', pageSize: 'number', variant: 'string', heading: 'string' },
  {
    ...baseAttributes,
    contestId,
    pageSize,
    variant: z.optional(z.enum(['standard', 'creative'], 'must be standard or creative')),
    heading: text(80),
  },
  (p, h) =>
    createElement(Leaderboard, {
      key: `${p.contestId}-${p.pageSize ?? 10}`,
      contestId: p.contestId,
      pageSize: p.pageSize,
      variant: p.variant,
      heading: p.heading?.trim() || undefined,
      apiBase: h.apiBase,
      token: h.token,
      onError: h.onError,
    }),
);
