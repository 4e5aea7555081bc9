import fs from 'node:fs';
import path from 'node:path';

interface ManifestAttribute {
  name: string;
  type?: { text?: string };
  default?: string;
  description?: string;
}
interface ManifestElement {
  tagName?: string;
  description?: string;
  summary?: string;
  attributes?: ManifestAttribute[];
  events?: { name: string; description?: string }[];
}
interface Manifest {
  modules?: { declarations?: (ManifestElement & { customElement?: boolean })[] }[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// The manifest's descriptions mark attribute names as `code`.
const prose = (s: string | undefined) => escapeHtml(s ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1d1b26}
h1{font-size:1.75rem}h2{font-size:1.25rem;margin-top:2rem}pre{background:#f4f2fb;padding:1rem;overflow-x:auto;border-radius:8px}
code{font-family:ui-monospace,monospace;font-size:.9em}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}
th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #ddd9ec}a{color:#4a2ee0}
.scroll{overflow-x:auto}`;

/**
 * `/sdk/`: what a web developer needs to embed the widgets, written from the build's custom-elements.json (every
 * element, its attributes and events), so the page says what the package ships. Null when the SDK is not built.
 */
export function sdkIndexPage(sdkDist: string, publicUrl: string): string | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(sdkDist, 'custom-elements.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const elements = (manifest.modules ?? []).flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
  const origin = publicUrl.replace(/\/$/, '');
  const sections = elements.map((e) => {
    const rows = (e.attributes ?? [])
      .map((a) => `<tr><td><code>${escapeHtml(a.name)}</code></td><td><code>${escapeHtml(a.type?.text ?? 'string')}</code></td><td>${prose(a.description)}</td></tr>`)
      .join('');
    const events = (e.events ?? []).map((ev) => `<li><code>${escapeHtml(ev.name)}</code> ${prose(ev.description)}</li>`).join('');
    return `<h2 id="${escapeHtml(e.tagName!)}"><code>&lt;${escapeHtml(e.tagName!)}&gt;</code></h2>
<p>${prose(e.description ?? e.summary)}</p>
<div class="scroll"><table><thead><tr><th scope="col">Attribute</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table></div>
${events ? `<p>Events:</p><ul>${events}</ul>` : ''}`;
  });
  const first = elements[0]?.tagName ?? 'chorus-contest-list';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Chorus SDK</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Chorus SDK</h1>
<p>Chorus contests as custom elements for any web page: one script tag, then the elements where the widgets go.</p>
<h2>With a script tag</h2>
<pre><code>&lt;script src="${escapeHtml(origin)}/sdk/chorus.iife.js" defer&gt;&lt;/script&gt;
&lt;${escapeHtml(first)}&gt;&lt;/${escapeHtml(first)}&gt;</code></pre>
<p>Or as a module: <code>&lt;script type="module" src="${escapeHtml(origin)}/sdk/chorus.js"&gt;&lt;/script&gt;</code>, which loads each element's code when the page first uses it.</p>
<h2>With npm and a bundler</h2>
<pre><code>npm install @chorus/sdk
import '@chorus/sdk';                       // defines every element; each one's code loads when first used
import '@chorus/sdk/elements/leaderboard';  // or one element, bundled with your code
import { ChorusLeaderboard } from '@chorus/sdk/react';  // React 19 components, typed</code></pre>
<p>Examples: <a href="/examples/">pages embedding the widgets</a>. Editors and Storybook read
<a href="/sdk/custom-elements.json">custom-elements.json</a>. The HTTP API: <a href="/docs/ui">reference</a>.</p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
