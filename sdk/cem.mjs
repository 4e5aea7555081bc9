// custom-elements.json (IDE and Storybook metadata), made by @custom-elements-manifest/analyzer. The elements are
// r2wc classes made at run time, which the analyzer cannot see, so a plugin describes them from the source that
// defines them: src/tags.ts (tags, attributes and the chunk of each), src/types.ts (attribute types and docs),
// src/events.ts (the events every element dispatches).
import fs from 'node:fs';
import path from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { build } from 'esbuild';

const here = import.meta.dirname;
const kebab = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const source = (file) => ts.createSourceFile(file, fs.readFileSync(path.join(here, file), 'utf8'), ts.ScriptTarget.ES2022, true);
const docOf = (node) => (node.jsDoc ?? []).map((d) => (typeof d.comment === 'string' ? d.comment : '')).join(' ').trim();

/** Interfaces of a file: name → { extends, members: [{ name, type, description, optional }] }. */
function interfaces(sf) {
  const out = {};
  sf.forEachChild((n) => {
    if (!ts.isInterfaceDeclaration(n)) return;
    out[n.name.text] = {
      description: docOf(n),
      extends: (n.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(sf))),
      members: n.members.filter(ts.isPropertySignature).map((m) => ({ name: m.name.getText(sf).replace(/^'|'$/g, ''), type: m.type?.getText(sf) ?? 'unknown', description: docOf(m), optional: !!m.questionToken })),
    };
  });
  return out;
}

export async function customElementsManifest() {
  const tagsJs = await build({ entryPoints: [path.join(here, 'src/tags.ts')], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const { tags } = await import(`data:text/javascript;base64,${Buffer.from(tagsJs.outputFiles[0].text).toString('base64')}`);
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
        cem.modules.push({
          kind: 'javascript-module',
          path: `dist/elements/${module}.js`,
          declarations: [
            {
              kind: 'class',
              customElement: true,
              tagName: tag,
              name: tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element',
              superclass: { name: 'HTMLElement' },
              attributes: Object.keys(props).map((prop) => {
                const t = attrs.find((a) => a.name === prop);
                return { name: kebab(prop), fieldName: prop, type: { text: t?.type ?? props[prop] }, description: t?.description ?? '' };
              }),
              members: Object.keys(props).map((prop) => ({ kind: 'field', name: prop, attribute: kebab(prop), type: { text: attrs.find((a) => a.name === prop)?.type ?? props[prop] } })),
              events: eventMap.members.map((e) => ({ name: e.name, type: { text: e.type }, description: e.description })),
              cssProperties: [
                ['--chorus-accent', 'Primary colour (buttons, links, focus ring).'],
                ['--chorus-text', 'Text colour.'],
                ['--chorus-muted', 'Secondary text colour.'],
                ['--chorus-surface', 'Background of cards and dialogs.'],
                ['--chorus-border', 'Border colour.'],
                ['--chorus-font', "Font family; by default the visitor's system UI font (the SDK loads no web font)."],
                ['--chorus-radius', 'Corner radius of cards (smaller radii follow).'],
              ].map(([name, description]) => ({ name, description })),
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
