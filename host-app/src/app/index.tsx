import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export interface AppProps {
  /** The `?token=` the tab was opened with (lib/native.ts takeOfferedToken). */
  offeredToken?: string | null;
}

export function App({ offeredToken = null }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider offeredToken={offeredToken}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
