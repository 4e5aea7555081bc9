import { useSearchParams } from 'react-router-dom';

/**
 * A page's selected tab, kept in `?tab=` so links and reloads open the same tab. The default tab is left
 * out of the address; an unknown value falls back to it. Switching replaces the history entry.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = tabs.find((t) => t === raw) ?? fallback;
  const setTab = (next: T) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === fallback) out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return [tab, setTab];
}
