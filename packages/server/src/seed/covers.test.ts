import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The demo covers' title and subtitle must read at WCAG AA wherever the gradient is lightest: a dark scrim sits
// under the text, and this checks the contrast against each gradient stop with the light overlay at its strongest.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../host-app/public/demo/covers');

const rgb = (hex: string) => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
};
const luminance = (c: number[]) => {
  const [r, g, b] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const blend = (a: number[], b: number[], t: number) => a.map((x, i) => x * (1 - t) + b[i]! * t);
const colours = (s: string) => [...s.matchAll(/stop-color="(#[0-9a-fA-F]+)"/g)].map((m) => m[1]!);

describe('demo covers', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
  it('exist', () => expect(files.length).toBeGreaterThan(10));

  it.each(files)('%s: title and subtitle pass AA over the scrim', (file) => {
    const svg = readFileSync(path.join(dir, file), 'utf8');
    expect(svg).toContain('fill="url(#scrim)"');
    const stops = colours(svg.match(/id="g"[\s\S]*?<\/linearGradient>/)![0]);
    const radial = svg.match(/id="r"[\s\S]*?<\/radialGradient>/)![0];
    const light = rgb(colours(radial)[0]!);
    const lightOpacity = Number(radial.match(/stop-opacity="([.\d]+)"/)![1]);
    const [title, subtitle] = [...svg.matchAll(/<text[^>]*fill="(#[0-9a-fA-F]+)"/g)].map((m) => rgb(m[1]!));
    // The scrim is at least .37 black at the title's top (64 px bold: large text, 3:1) and .6 under the subtitle (4.5:1).
    for (const stop of stops) {
      const under = blend(rgb(stop), light, lightOpacity);
      expect(contrast(title!, blend(under, [0, 0, 0], 0.37))).toBeGreaterThanOrEqual(3);
      expect(contrast(subtitle!, blend(under, [0, 0, 0], 0.6))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
