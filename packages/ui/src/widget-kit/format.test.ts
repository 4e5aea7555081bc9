import { describe, expect, it } from 'vitest';
import { resolveAsset, safeHref } from './format.ts';

describe('safeHref', () => {
  it('passes absolute http(s) URLs', () => {
    expect(safeHref('https://www.tiktok.com/@kai/video/1')).toBe('https://www.tiktok.com/@kai/video/1');
    expect(safeHref('HTTP://example.com/a')).toBe('HTTP://example.com/a');
  });

  it('refuses every other URL, so it renders as plain text', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x', '/relative', 'https:evil.example', '', null, undefined])
      expect(safeHref(url), String(url)).toBeUndefined();
  });
});

describe('resolveAsset', () => {
  it('resolves same-site media paths against the API origin', () => {
    expect(resolveAsset('https://chorus.example/', '/demo/covers/a.svg')).toBe('https://chorus.example/demo/covers/a.svg');
    expect(resolveAsset('', '/demo/preview.wav')).toBe('/demo/preview.wav');
  });

  it('passes http(s) URLs and inline images, and drops anything else', () => {
    expect(resolveAsset('https://chorus.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(resolveAsset('', 'data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/a.png', '/\\evil.example/a.png', 'a.png', null])
      expect(resolveAsset('https://chorus.example', url), String(url)).toBeNull();
  });
});
