import { useEffect } from 'react';
import { PRODUCT } from '@chorus/core';

/** Sets the tab title to "<page> · Chorus" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
