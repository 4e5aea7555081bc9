import type { MyEntry } from '@chorus/core';
import { useMemo } from 'react';
import { useQuery } from '../../../hooks/use-query.ts';
import { fetchMyEntries } from '../api/contests.ts';

export interface MyEntryLists {
  active: MyEntry[];
  past: MyEntry[];
}

/** Active and Past entries; Past merges both of the spec's lists; deleted entries never show (contests.md §4). */
export function useMyEntries() {
  const query = useQuery('my-entries', fetchMyEntries);
  const lists = useMemo<MyEntryLists | undefined>(() => {
    if (!query.data) return undefined;
    const live = (rows: MyEntry[]) => rows.filter((e) => !e._deleted);
    const seen = new Set<number>();
    const past = [...query.data.Past.Preffy, ...query.data.Past.Songfluencer].filter((e) => !seen.has(e.id) && seen.add(e.id));
    return { active: live(query.data.Active.Preffy), past: live(past) };
  }, [query.data]);
  return { ...query, lists };
}
