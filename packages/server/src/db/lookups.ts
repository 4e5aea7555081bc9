import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { approvalStatuses, countries, declineOptions, genders, platforms, sexualOrientations, states } from '@chorus/core';
import * as t from './schema.ts';
import type { Db } from './open.ts';

/**
 * Lookup rows live in packages/core; the tables mirror them so foreign keys hold. Idempotent. Every start reads
 * each table and writes only one whose rows differ from core's (upserting all of them rewrote ~300 rows per start).
 */
export async function syncLookups(db: Db): Promise<void> {
  const upsert = async (table: PgTable & { id: unknown }, rows: Record<string, unknown>[]) => {
    if (!rows.length) return;
    const stored = new Map((await db.select().from(table as PgTable)).map((r) => [(r as { id: unknown }).id, r as Record<string, unknown>]));
    if (rows.every((row) => Object.entries(row).every(([k, v]) => (stored.get(row.id)?.[k] ?? null) === (v ?? null)))) return;
    const cols = Object.keys(rows[0]!).filter((k) => k !== 'id');
    const set = Object.fromEntries(cols.map((c) => [c, sql.raw(`excluded.${toSnake(c)}`)]));
    await db.insert(table).values(rows).onConflictDoUpdate({ target: (table as unknown as { id: never }).id, set });
  };
  await upsert(t.genders, genders.map((g) => ({ ...g })));
  await upsert(t.sexualOrientations, sexualOrientations.map((g) => ({ ...g })));
  await upsert(t.countries, countries.map((c) => ({ ...c })));
  await upsert(t.states, states.map((s) => ({ ...s })));
  await upsert(t.platforms, platforms.map((p) => ({ ...p })));
  await upsert(t.approvalStatuses, approvalStatuses.map((a) => ({ ...a })));
  await upsert(t.declineOptions, declineOptions.map((d) => ({ ...d })));
}

const toSnake = (s: string) => s.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
