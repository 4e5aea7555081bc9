import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A React site using @chorus/sdk/react, built like an embedder would (served by the Chorus server at
// /examples/react-app/, so paths are relative).
export default defineConfig({
  plugins: [react()],
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
