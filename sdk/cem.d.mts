// Types of cem.mjs, for its TypeScript readers (src/manifest.test.ts, Storybook's element pages).

/** A named entry of the manifest: an attribute, event, custom property or part. */
export interface ManifestItem {
  name: string;
  description?: string;
  /** The value it has when not set (an attribute's as JavaScript text: `'light'`, `10`). */
  default?: string;
  type?: { text: string };
}
/** One `chorus-*` element as custom-elements.json describes it. */
export interface ManifestElement {
  tagName: string;
  name: string;
  summary: string;
  description: string;
  attributes: (ManifestItem & { fieldName: string; type: { text: string } })[];
  events: (ManifestItem & { type: { text: string } })[];
  cssProperties: ManifestItem[];
  cssParts: ManifestItem[];
}
export interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations: ManifestElement[] }[];
}

/** A `part="…"` attribute in JSX (not a `[part="…"]` selector in a styles file). */
export const PART: RegExp;
/** custom-elements.json, made from the SDK's source. */
export function customElementsManifest(): Promise<Manifest>;
