// dist/chorus.js: the small loader. Defines every chorus-* tag at once (idempotent) and fetches an element's code
// (its content-hashed chunk, which imports the shared runtime chunk) the first time one is connected: a page pays
// only for the elements it places. The build fills in the chunk file names (versioned, hashed: cached for a year).
import { defineElement, type WidgetImpl } from './register.ts';
import { tags, type ChorusTagName } from './tags.ts';

declare const __CHORUS_CHUNKS__: Record<string, string>;

// The chunks sit beside the loader (under its versioned folder): resolve them against the loader's own URL.
const base = import.meta.url;
for (const tag of Object.keys(tags) as ChorusTagName[]) {
  let loading: Promise<WidgetImpl> | undefined;
  defineElement(tag, () => (loading ??= import(/* @vite-ignore */ new URL(__CHORUS_CHUNKS__[tags[tag].module]!, base).href).then((m: { impl: WidgetImpl }) => m.impl)));
}

export type { ChorusErrorDetail, ChorusEventMap, ChorusEventName, ChorusNavigateDetail } from './events.ts';
