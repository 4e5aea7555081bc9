import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

/** A node of `EXPLAIN (FORMAT JSON)`'s plan: the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  'Scan Direction'?: string;
  'Plan Rows'?: number;
  Alias?: string;
  Plans?: PlanNode[];
}

/** A plan's nodes, depth first. */
export const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/**
 * The plan the database makes for `q`, every node in one list: what the plan tests assert (a plan is deterministic
 * where a timing is not). PGlite answers EXPLAIN's JSON as text, node-postgres parsed.
 */
export async function planOf(db: Db, q: SQLWrapper): Promise<PlanNode[]> {
  const res = (await db.execute(sql`explain (format json) ${q.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = Object.values(res.rows[0]!)[0];
  return nodesOf(((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan);
}
