import { HandleForm } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, defineWidget } from '../define.tsx';

/** `<chorus-handle-form contest-id="10">`: the handle form; afterwards `chorus-navigate` to payment setup or the contest. */
defineWidget(
  'chorus-handle-form',
  { apiBase: 'string', token: 'string', theme: 'string', contestId: 'number' },
  { ...baseAttributes, contestId },
  (p, h) =>
    createElement(HandleForm, {
      key: p.contestId,
      contestId: p.contestId,
      apiBase: h.apiBase,
      token: h.token,
      onNavigate: h.onNavigate,
      onSubmitted: h.onSubmitted,
      onError: h.onError,
    }),
);
