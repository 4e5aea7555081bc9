// Modules Storybook's Vite makes (stories/.storybook/main.ts).
declare module 'virtual:chorus-elements-manifest' {
  const manifest: import('../sdk/cem.mjs').Manifest;
  export default manifest;
}
