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
        // Chunks shared by several screens are named after every screen that uses them: a hash is enough.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            // Every page needs React and the router, and they change less often than the app: one file, cached across
            // releases. Everything else is split by what imports it (each screen is a lazy route), so a library used
            // by one screen (axios for uploads, TalkJS, classic zod for forms) loads with that screen only.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'shared', minShareCount: 2, entriesAware: true },
          ],
        },
      },
    },
  },
});
