import { ContestList } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, defineWidget, text } from '../define.tsx';

/** `<chorus-contest-list category="stagecoach">`: the active contests as cards. */
defineWidget(
  'chorus-contest-list',
  { apiBase: 'string', token: 'string', theme: 'string', category: 'string' },
  { ...baseAttributes, category: text(64) },
  (p, h) =>
    createElement(ContestList, {
      category: p.category?.trim().toLowerCase() || undefined,
      apiBase: h.apiBase,
      token: h.token,
      onNavigate: h.onNavigate,
      onError: h.onError,
    }),
);
