import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/** Storybook 10 (React + Vite): every widget in every state, data from the in-memory API (no server). */
const config: StorybookConfig = {
  stories: ['../*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) =>
    mergeConfig(vite, {
      // One copy of each, as in the host app.
      resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
    }),
};

export default config;
