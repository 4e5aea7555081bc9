import { HelpWanted } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, widget } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-help-wanted token="…">`: open help-wanted opportunities and their apply form, for a signed-in creator. */
export const impl = widget('chorus-help-wanted', { ...baseAttributes }, (_p, h) =>
  createElement(HelpWanted, {
    apiBase: h.apiBase,
    transport: h.transport,
    token: h.token,
    onNavigate: h.onNavigate,
    onSubmitted: h.onSubmitted,
    onError: h.onError,
  }),
);

defineElement('chorus-help-wanted', () => impl);
