import { ContactForm } from '@chorus/ui';
import { createElement } from 'react';
import { baseAttributes, text, widget } from '../define.tsx';
import { defineElement } from '../register.ts';

/** `<chorus-contact-form subject="Booking">`: Contact Us for visitors, sent to the Chorus team (public, rate-limited). */
export const impl = widget('chorus-contact-form', { ...baseAttributes, subject: text(200), heading: text(80) }, (p, h) =>
  createElement(ContactForm, {
    subject: p.subject?.trim() || undefined,
    heading: p.heading?.trim() || undefined,
    apiBase: h.apiBase,
    transport: h.transport,
    token: h.token,
    onSubmitted: h.onSubmitted,
    onError: h.onError,
  }),
);

defineElement('chorus-contact-form', () => impl);
