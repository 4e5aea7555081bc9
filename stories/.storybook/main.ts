import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type Plugin } from 'vite';
import { customElementsManifest } from '../../sdk/cem.mjs';

const MANIFEST = 'virtual:chorus-elements-manifest';

/**
 * The SDK's custom-elements.json, made from the source at build time (sdk/cem.mjs, as `npm run build -w sdk` makes
 * it): the element pages take their controls and tables from it without the SDK having been built.
 */
const elementsManifest: Plugin = {
  name: 'chorus-elements-manifest',
  resolveId: (id) => (id === MANIFEST ? `\0${MANIFEST}` : undefined),
  load: { filter: { id: /^\0virtual:chorus-elements-manifest$/ }, handler: async () => `export default ${JSON.stringify(await customElementsManifest())};` },
};

/** Storybook 10 (React + Vite): every widget in every state, data from the in-memory API (no server). */
const config: StorybookConfig = {
  stories: ['../*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The docs pages (preview.tsx tags every story 'autodocs').
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) =>
    mergeConfig(vite, {
      // One copy of each, as in the host app.
      resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
      plugins: [elementsManifest],
    }),
};

export default config;
