import * as z from 'zod/mini';
import { Leaderboard } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, widget, pageSize, text } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-leaderboard contest-id="1" page-size="25">`: the contest's ranking, paged. */
export const impl = widget(
  'chorus-leaderboard',
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
      transport: h.transport,
      token: h.token,
      onError: h.onError,
    }),
);

defineElement('chorus-leaderboard', () => impl);
