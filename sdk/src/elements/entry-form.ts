import { EntryForm } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, defineWidget, text } from '../define.tsx';

/** `<chorus-entry-form contest-id="6">`: the post-link form (the handle form for handle contests) and its confirmation. */
defineWidget(
  'chorus-entry-form',
  { apiBase: 'string', token: 'string', theme: 'string', contestId: 'number', creator: 'string' },
  { ...baseAttributes, contestId, creator: text(100) },
  (p, h) =>
    createElement(EntryForm, {
      key: p.contestId,
      contestId: p.contestId,
      creator: p.creator?.trim() || undefined,
      apiBase: h.apiBase,
      token: h.token,
      onNavigate: h.onNavigate,
      onSubmitted: h.onSubmitted,
      onError: h.onError,
    }),
);
