// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '../../../components/data/linked-text.tsx';
import { previewOf, shortDate } from './linkified.tsx';

describe('chat text', () => {
  it('makes http(s) links clickable and leaves everything else as text, never HTML', () => {
    const { container } = render(<LinkedText text={'<img src=x onerror=alert(1)> see https://example.test/a?b=1 and javascript:alert(1)'} />);
    expect(container.querySelector('img')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.test/a?b=1']);
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('dates notifications M/D/YY and previews their HTML as text', () => {
    expect(shortDate(new Date(2026, 0, 5, 12).getTime() / 1000)).toBe('1/5/26');
    expect(previewOf('<p>Your <strong>draft</strong> was approved.</p>')).toBe('Your draft was approved.');
    // Paragraphs, list items and line breaks keep a space between them.
    expect(previewOf('<p>You have been invited.</p><p>Accept within 48 hours.</p>')).toBe('You have been invited. Accept within 48 hours.');
    expect(previewOf('<ul><li>One</li><li>Two</li></ul>Line<br>break')).toBe('One Two Line break');
  });
});
