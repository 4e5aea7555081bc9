import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { takeOfferedToken } from './lib/native.ts';

// Before the router reads the URL: take `?token=` out of it; the session decides what to do with it.
const offeredToken = takeOfferedToken();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App offeredToken={offeredToken} />
  </StrictMode>,
);
