import { and, eq, sql } from 'drizzle-orm';
import { affiliateCodes } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** The agent behind an invitation code (case-insensitive), or undefined. */
export async function agentOfCode(db: Db, merchant: string, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ agentId: affiliateCodes.agentId })
    .from(affiliateCodes)
    .where(
      and(
        eq(affiliateCodes.merchantCode, merchant),
        sql`lower(${affiliateCodes.code}) = ${code.trim().toLowerCase()}`,
      ),
    );
  return row?.agentId;
}
