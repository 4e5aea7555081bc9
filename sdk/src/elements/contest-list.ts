import { ContestList } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, widget, text } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-contest-list category="stagecoach">`: the active contests as cards. */
export const impl = widget(
  'chorus-contest-list',
  { ...baseAttributes, category: text(64), organizer: text(200) },
  (p, h) =>
    createElement(ContestList, {
      category: p.category?.trim().toLowerCase() || undefined,
      organizer: p.organizer?.trim() || undefined,
      apiBase: h.apiBase,
      transport: h.transport,
      token: h.token,
      onNavigate: h.onNavigate,
      onError: h.onError,
    }),
);

defineElement('chorus-contest-list', () => impl);
