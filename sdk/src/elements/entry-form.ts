import { EntryForm } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, widget, text } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-entry-form contest-id="6">`: the post-link form (the handle form for handle contests) and its confirmation. */
export const impl = widget(
  'chorus-entry-form',
  { ...baseAttributes, contestId, creator: text(100) },
  (p, h) =>
    createElement(EntryForm, {
      key: p.contestId,
      contestId: p.contestId,
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

defineElement('chorus-entry-form', () => impl);
