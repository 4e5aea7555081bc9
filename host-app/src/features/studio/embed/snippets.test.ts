import { describe, expect, it } from 'vitest';
import { defaultChoice, embedAttributes, embedSnippets, embedStyle } from './snippets.ts';

const origin = 'https://chorus.example';

describe('embed snippets', () => {
  it('write the default contest page as a script tag, as ES modules with api-base, and as React', () => {
    const s = embedSnippets(defaultChoice(7, 'Nightshade Records'), `${origin}/`);
    expect(s.script).toBe(`<script src="${origin}/sdk/chorus.iife.js" defer></script>\n<chorus-contest contest-id="7" page-size="25"></chorus-contest>`);
    expect(s.esm).toBe(
      `// npm install @chorus/sdk\nimport '@chorus/sdk/elements/contest';\n\n// In your page:\n<chorus-contest api-base="${origin}" contest-id="7" page-size="25"></chorus-contest>`,
    );
    expect(s.react).toBe(
      `import { ChorusContest } from '@chorus/sdk/react';\n\nexport function ContestEmbed() {\n  return <ChorusContest apiBase="${origin}" contestId={7} pageSize={25} />;\n}`,
    );
  });

  it('write the chosen look as attributes and --chorus-* properties, and leave defaults out', () => {
    const choice = { ...defaultChoice(7, 'N'), tag: 'chorus-leaderboard' as const, theme: 'dark' as const, accent: '#C2410C', radius: 12, pageSize: 10 as const, variant: 'creative' as const };
    expect(embedAttributes(choice)).toEqual([
      ['contest-id', 7],
      ['variant', 'creative'],
      ['theme', 'dark'],
    ]);
    expect(embedStyle(choice)).toEqual([
      ['--chorus-accent', '#c2410c'],
      ['--chorus-radius', '12px'],
    ]);
    const s = embedSnippets(choice, origin);
    expect(s.script).toContain('<chorus-leaderboard contest-id="7" variant="creative" theme="dark" style="--chorus-accent: #c2410c; --chorus-radius: 12px"></chorus-leaderboard>');
    expect(s.react).toBe(
      `import type { CSSProperties } from 'react';\nimport { ChorusLeaderboard } from '@chorus/sdk/react';\n\nexport function ContestEmbed() {\n` +
        `  return <ChorusLeaderboard apiBase="${origin}" contestId={7} variant="creative" theme="dark" style={{ "--chorus-accent": "#c2410c", "--chorus-radius": "12px" } as CSSProperties} />;\n}`,
    );
  });

  it('list an organiser’s contests by its name, escaped in HTML and quoted in React', () => {
    const choice = { ...defaultChoice(7, 'Rock & "Roll" <Records>'), tag: 'chorus-contest-list' as const };
    const s = embedSnippets(choice, origin);
    expect(s.script).toContain('<chorus-contest-list organizer="Rock &amp; &quot;Roll&quot; &lt;Records>"></chorus-contest-list>');
    expect(s.react).toContain('organizer="Rock & \\"Roll\\" <Records>"');
    expect(s.esm).toContain("import '@chorus/sdk/elements/contest-list';");
  });

  it('ignore a look that is not a colour or a sane radius', () => {
    expect(embedStyle({ ...defaultChoice(1, 'N'), accent: 'red; background: url(x)', radius: 400 })).toEqual([]);
    expect(embedStyle({ ...defaultChoice(1, 'N'), radius: 0 })).toEqual([['--chorus-radius', '0px']]);
  });
});
