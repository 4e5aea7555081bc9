import { themeDeclarations, token } from '@chorus/ui';
import { createGlobalStyle } from 'styled-components';

/** The portal's page-level styles: theme variables on :root, a small reset, base typography. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${themeDeclarations()}
    color-scheme: light;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100dvh;
    background: ${token('color-bg')};
    color: ${token('color-text')};
    font-family: ${token('font-sans')};
    font-size: 1rem;
    line-height: 1.5;
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  #root {
    min-height: 100dvh;
    display: flex;
    flex-direction: column;
  }

  h1, h2, h3, h4, p {
    margin: 0;
  }

  h1, h2, h3 {
    letter-spacing: -0.02em;
    line-height: 1.2;
  }

  a {
    color: ${token('color-primary')};
    text-underline-offset: 3px;
  }

  a:focus-visible,
  button:focus-visible,
  [tabindex]:focus-visible {
    outline: 2px solid ${token('color-primary')};
    outline-offset: 2px;
  }

  img, svg {
    display: block;
  }

  ::selection {
    background: ${token('color-primary-soft')};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
