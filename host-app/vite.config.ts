import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev` the API server runs on its own port; everything that is not the app goes there.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;
const proxied = ['/creatorapi', '/publicapi', '/adminapi', '/sdk', '/examples', '/healthz', '/docs'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One copy of each, whatever the workspaces hoist: two styled-components or two Reacts break at run time.
    dedupe: ['react', 'react-dom', 'styled-components'],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // talkjs stays in its lazy chunk: importing it loads TalkJS's script, wanted only when TalkJS is configured.
            { name: 'vendor', test: /node_modules[\\/](?!talkjs[\\/])/ },
          ],
        },
      },
    },
  },
});
