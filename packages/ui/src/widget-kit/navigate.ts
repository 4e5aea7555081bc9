import type { MouseEvent } from 'react';

/**
 * Props for an anchor that leads to a Chorus page: a real href (middle-click, copy link and no-JS work), while a
 * plain click goes out through `onNavigate` so the host decides (router, SDK event, native shell).
 */
export function navLinkProps(apiBase: string, path: string, onNavigate?: (path: string) => void) {
  return {
    href: `${apiBase.replace(/\/$/, '')}${path}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(path);
    },
  };
}
