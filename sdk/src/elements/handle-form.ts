import { HandleForm } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, contestId, widget } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-handle-form contest-id="10">`: the handle form; afterwards `chorus-navigate` to payment setup or the contest. */
export const impl = widget(
  'chorus-handle-form',
  { ...baseAttributes, contestId },
  (p, h) =>
    createElement(HandleForm, {
      key: p.contestId,
      contestId: p.contestId,
      apiBase: h.apiBase,
      transport: h.transport,
      token: h.token,
      onNavigate: h.onNavigate,
      onSubmitted: h.onSubmitted,
      onError: h.onError,
    }),
);

defineElement('chorus-handle-form', () => impl);
