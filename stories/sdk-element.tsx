// The SDK's elements in Storybook, one docs page each, built from the SDK's custom-elements.json (made from the source
// at build time: stories/.storybook/main.ts): a control for every documented attribute and custom property, an action
// for every event, the parts in the table. The elements are the SDK's source, registered here; their own fetch to
// STORY_API is answered by the in-memory API the widget stories use.
import type { ArgTypes, Meta } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import manifest from 'virtual:chorus-elements-manifest';
import type { ManifestElement } from '../sdk/cem.mjs';
import '../sdk/src/index.ts';
import { fakeApi, fetchOver } from './api.ts';

/** The `api-base` the stories give the elements: answered in the page, never a network call. */
export const STORY_API = 'https://api.chorus.example';
const api = fakeApi({ delayMs: 300 });
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) =>
  (input instanceof Request ? input.url : String(input)).startsWith(STORY_API) ? fetchOver(() => api)(input, init) : pageFetch(input, init);

export type ElementArgs = Record<string, unknown>;
type Tag = 'chorus-contest-list' | 'chorus-contest' | 'chorus-entry-form' | 'chorus-handle-form' | 'chorus-leaderboard' | 'chorus-help-wanted' | 'chorus-contact-form';

const elements = manifest.modules.flatMap((m) => m.declarations);

/** A select for a union of literals ('light' | 'dark', 10 | 25 | 100), a number field, or text. */
function controlFor(type: string): Pick<ArgTypes[string], 'control' | 'options'> {
  const literals = type.split('|').map((s) => s.trim());
  if (literals.length > 1 && literals.every((l) => /^'[^']*'$|^\d+$/.test(l)))
    return { control: 'select', options: literals.map((l) => (l.startsWith("'") ? l.slice(1, -1) : Number(l))) };
  return { control: type === 'number' ? 'number' : 'text' };
}

function argTypesOf(el: ManifestElement): ArgTypes<ElementArgs> {
  const out: ArgTypes<ElementArgs> = {};
  for (const a of el.attributes)
    out[a.name] = {
      name: a.name,
      description: a.description,
      ...controlFor(a.type.text),
      table: { category: 'attributes', type: { summary: a.type.text }, ...(a.default ? { defaultValue: { summary: a.default } } : {}) },
    };
  for (const e of el.events) out[e.name] = { name: e.name, description: e.description, action: e.name, table: { category: 'events', type: { summary: e.type.text } } };
  for (const p of el.cssProperties)
    out[p.name] = {
      name: p.name,
      description: p.description,
      control: p.default?.startsWith('#') ? 'color' : 'text',
      table: { category: 'CSS custom properties', ...(p.default ? { defaultValue: { summary: p.default } } : {}) },
    };
  for (const p of el.cssParts) out[`::part(${p.name})`] = { name: `::part(${p.name})`, description: p.description, control: false, table: { category: 'CSS parts' } };
  return out;
}

/** Renders the element with the args as its attributes and custom properties, and its events into the actions. */
function elementComponent(el: ManifestElement) {
  function ChorusElement(args: ElementArgs) {
    const ref = useRef<HTMLElement>(null);
    const latest = useRef(args);
    useEffect(() => {
      latest.current = args;
    });
    useEffect(() => {
      const node = ref.current!;
      const off = el.events.map(({ name }) => {
        const listener = (e: Event) => {
          // The story keeps the visitor: chorus-navigate is cancelable, and the action shows where it would go.
          if (name === 'chorus-navigate') e.preventDefault();
          (latest.current[name] as ((detail: unknown) => void) | undefined)?.((e as CustomEvent).detail);
        };
        node.addEventListener(name, listener);
        return () => node.removeEventListener(name, listener);
      });
      return () => off.forEach((f) => f());
    }, []);
    const attrs: Record<string, string> = {};
    for (const a of el.attributes) if (args[a.name] !== undefined && args[a.name] !== '') attrs[a.name] = String(args[a.name]);
    const style: Record<string, string> = {};
    for (const p of el.cssProperties) if (typeof args[p.name] === 'string' && args[p.name]) style[p.name] = args[p.name] as string;
    // r2wc keeps an attribute's old value when it is removed: a cleared control mounts a fresh element instead.
    return createElement(el.tagName, { ref, ...attrs, style, key: Object.keys(attrs).join() });
  }
  ChorusElement.displayName = el.tagName;
  return ChorusElement;
}

/** The meta of an element's page: its component, controls, first args and the manifest's description. */
export function elementMeta(tag: Tag, args: ElementArgs = {}) {
  const el = elements.find((e) => e.tagName === tag);
  if (!el) throw new Error(`${tag} is not in the SDK's custom-elements.json (sdk/cem.mjs)`);
  return {
    component: elementComponent(el),
    argTypes: argTypesOf(el),
    args: { 'api-base': STORY_API, ...args },
    parameters: {
      docs: {
        description: {
          component: `${el.description}\n\nAttributes, events, custom properties and parts come from the SDK's \`custom-elements.json\`; \`api-base\` here is answered by the in-memory API.`,
        },
      },
    },
  } satisfies Partial<Meta<ElementArgs>>;
}
