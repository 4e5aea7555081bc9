// custom-elements.json (IDE and Storybook metadata), made by @custom-elements-manifest/analyzer. The elements are
// r2wc classes made at run time, which the analyzer cannot see, so a plugin describes them from the source that
// defines them: src/tags.ts (tags, attributes and the chunk of each), src/types.ts (attribute types, docs and
// `@default`s), src/events.ts (the events every element dispatches), src/elements/<name>.ts (the element's doc), the
// widget code each element bundles (its `part="…"` names) and the theme's :host rules (the `--chorus-*` defaults).
import fs from 'node:fs';
import path from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { build } from 'esbuild';
import { shared } from './esbuild-options.mjs';

const here = import.meta.dirname;
const kebab = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const source = (file) => ts.createSourceFile(file, fs.readFileSync(path.join(here, file), 'utf8'), ts.ScriptTarget.ES2022, true);
const docOf = (node) => (node.jsDoc ?? []).map((d) => (typeof d.comment === 'string' ? d.comment : '')).join(' ').replace(/\s+/g, ' ').trim();
const defaultOf = (node) => ts.getJSDocTags(node).find((t) => t.tagName.text === 'default')?.comment?.toString().trim();
const bundle = (entryPoints, extra = {}) =>
  build({ ...shared, entryPoints, minify: false, write: false, outdir: path.join(here, 'dist'), format: 'esm', legalComments: 'none', logLevel: 'silent', ...extra });
const load = (js) => import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);

/** A `part="…"` attribute in JSX (not a `[part="…"]` selector in a styles file). */
export const PART = /(?<=\s)part="([\w-]+)"/g;

/**
 * What each part is, for the manifest, the README and Storybook. The names come from the source (whatever
 * `part="…"` the element's widgets render); a part missing here is listed without a description, and the manifest
 * test (src/manifest.test.ts) fails until it has one.
 */
const partDescriptions = {
  root: "The widget's outer box.",
  list: 'The grid of contest cards.',
  card: 'One card: a contest (contest list) or an opportunity (help wanted).',
  'card-cover': "A contest card's cover image.",
  'card-title': "A contest card's name.",
  'card-button': "A contest card's View Contest link.",
  ribbon: "A contest card's ribbon (YT Shorts, Creative, Top Views).",
  'play-button': "The button that plays a contest's sound.",
  loading: 'The loading skeleton.',
  empty: 'What shows when there is nothing to list (No Results).',
  error: 'The message shown when loading failed.',
  hero: "The contest page's top section: cover, name, Submit buttons.",
  cover: "The contest page's cover image.",
  title: "The contest's name on its page.",
  'exclusive-pill': 'The Exclusive pill of an exclusive contest.',
  'submit-button': "A form's submit button; on a contest page, Submit Your Post / Submit Your Handle.",
  overview: "The contest's overview card.",
  'how-to-enter': 'The How to Enter card.',
  'creative-direction': "The contest's creative direction (the organiser's rich text).",
  earnings: 'The earnings card of a contest with milestones.',
  milestone: 'The milestone progress card.',
  prizes: 'The prizes card.',
  'fee-note': "The note on the platform's fee under the prizes.",
  'approved-entries': 'The approved entries section.',
  leaderboard: 'The leaderboard section (heading and table).',
  table: "The leaderboard's table.",
  pager: 'The paging controls under a table.',
  'form-panel': 'The panel around an entry form and its contest summary.',
  form: 'The form element.',
  'server-error': "The server's message when a submission failed.",
  notice: 'A notice instead of the form: log in, contest closed, already entered.',
  confirmation: 'The confirmation shown after a submission.',
  'done-button': "The confirmation's Done button.",
  'signed-in-as': 'The line naming the account a signed-in fan enters as.',
  'sign-in-form': 'The in-widget log-in form of a contest that needs an account.',
  'sign-in-button': "The in-widget log-in form's Log In button.",
  grid: 'The grid of help-wanted opportunities.',
  'apply-button': "An opportunity's Apply Now button.",
  panel: "The contact form's panel.",
};

/** The `part` names in the widget code each element's module bundles (what reaches its output, after tree-shaking). */
async function partsByModule(modules) {
  const { metafile } = await bundle(Object.fromEntries(modules.map((m) => [m, path.join(here, 'src/elements', `${m}.ts`)])), { metafile: true });
  const out = {};
  for (const o of Object.values(metafile.outputs)) {
    const m = o.entryPoint && /src\/elements\/([\w-]+)\.ts$/.exec(o.entryPoint)?.[1];
    if (!m) continue;
    const files = Object.entries(o.inputs).filter(([f, i]) => i.bytesInOutput > 0 && /^\.\.\/packages\/ui\/src\/.*\.tsx$|^src\/.*\.tsx$/.test(f) && !f.includes('/testing/'));
    out[m] = [...new Set(files.flatMap(([f]) => [...fs.readFileSync(path.join(here, f), 'utf8').matchAll(PART)].map((x) => x[1])))].sort();
  }
  return out;
}

/** The public `--chorus-*` properties' defaults: the fallbacks the theme's :host rules give them (light theme). */
async function cssDefaults() {
  const { outputFiles } = await bundle({ theme: path.join(here, '../packages/ui/src/widget-kit/widget-root.ts') }, { platform: 'node', packages: 'bundle' });
  const { embedThemeCss } = await load(outputFiles.find((f) => f.path.endsWith('.js')).text);
  const light = /:host\s*\{([^}]*)\}/.exec(embedThemeCss(':host', ':host([theme="dark"])'))[1];
  // var(--chorus-font, ui-sans-serif, …): the fallback runs to the closing parenthesis of the var().
  return Object.fromEntries([...light.matchAll(/var\((--chorus-[\w-]+),\s*((?:[^()]|\([^()]*\))+)\)/g)].map((m) => [m[1], m[2].trim()]));
}

/** Interfaces of a file: name → { extends, members: [{ name, type, description, optional }] }. */
function interfaces(sf) {
  const out = {};
  sf.forEachChild((n) => {
    if (!ts.isInterfaceDeclaration(n)) return;
    out[n.name.text] = {
      description: docOf(n),
      extends: (n.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(sf))),
      members: n.members
        .filter(ts.isPropertySignature)
        .map((m) => ({ name: m.name.getText(sf).replace(/^'|'$/g, ''), type: m.type?.getText(sf) ?? 'unknown', description: docOf(m), default: defaultOf(m), optional: !!m.questionToken })),
    };
  });
  return out;
}

export async function customElementsManifest() {
  const tagsJs = await build({ entryPoints: [path.join(here, 'src/tags.ts')], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const { tags } = await load(tagsJs.outputFiles[0].text);
  const modules = Object.values(tags).map((t) => t.module);
  const [parts, defaults] = await Promise.all([partsByModule(modules), cssDefaults()]);
  // The element's doc: the JSDoc of its module's `impl` ("`<chorus-x …>`: what it is.").
  const docs = Object.fromEntries(
    modules.map((m) => {
      let doc = '';
      source(`src/elements/${m}.ts`).forEachChild((n) => {
        if (ts.isVariableStatement(n) && n.declarationList.declarations.some((d) => d.name.getText() === 'impl')) doc = docOf(n);
      });
      return [m, doc];
    }),
  );
  const types = interfaces(source('src/types.ts'));
  const eventMap = interfaces(source('src/events.ts')).ChorusEventMap;
  const membersOf = (name) => [...(types[name]?.extends ?? []).flatMap(membersOf), ...(types[name]?.members ?? [])];
  const attrsOf = (tag) => {
    const entry = Object.entries(types.ChorusElementAttributes ? Object.fromEntries(types.ChorusElementAttributes.members.map((m) => [m.name, m.type])) : {}).find(([t]) => t === tag);
    return entry ? membersOf(entry[1]) : [];
  };
  const describe = {
    name: 'chorus-elements',
    packageLinkPhase({ customElementsManifest: cem }) {
      // tags.ts was read only to find the elements: it is not part of the public API.
      cem.modules.splice(0, cem.modules.length);
      for (const [tag, { module, props }] of Object.entries(tags)) {
        const attrs = attrsOf(tag);
        const attr = (prop) => attrs.find((a) => a.name === prop);
        cem.modules.push({
          kind: 'javascript-module',
          path: `dist/elements/${module}.js`,
          declarations: [
            {
              kind: 'class',
              customElement: true,
              tagName: tag,
              name: tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element',
              summary: docs[module].replace(/^`[^`]*`:\s*/, ''),
              description: docs[module],
              superclass: { name: 'HTMLElement' },
              attributes: Object.keys(props).map((prop) => ({
                name: kebab(prop),
                fieldName: prop,
                type: { text: attr(prop)?.type ?? props[prop] },
                description: attr(prop)?.description ?? '',
                ...(attr(prop)?.default ? { default: attr(prop).default } : {}),
              })),
              members: Object.keys(props).map((prop) => ({
                kind: 'field',
                name: prop,
                attribute: kebab(prop),
                type: { text: attr(prop)?.type ?? props[prop] },
                description: attr(prop)?.description ?? '',
                ...(attr(prop)?.default ? { default: attr(prop).default } : {}),
              })),
              events: eventMap.members.map((e) => ({ name: e.name, type: { text: e.type }, description: e.description })),
              cssProperties: [
                ['--chorus-accent', 'Primary colour (buttons, links, focus ring).'],
                ['--chorus-text', 'Text colour.'],
                ['--chorus-muted', 'Secondary text colour.'],
                ['--chorus-surface', 'Background of cards and dialogs.'],
                ['--chorus-border', 'Border colour.'],
                ['--chorus-font', "Font family; by default the visitor's system UI font (the SDK loads no web font)."],
                ['--chorus-radius', 'Corner radius of cards (smaller radii follow).'],
              ].map(([name, description]) => ({ name, description, ...(defaults[name] ? { default: defaults[name] } : {}) })),
              cssParts: parts[module].map((name) => ({ name, description: partDescriptions[name] ?? '' })),
            },
          ],
          exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name: tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element', module: `dist/elements/${module}.js` } }],
        });
      }
    },
  };
  return create({ modules: [source('src/tags.ts')], plugins: [describe] });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await customElementsManifest(), null, 2));
