import type { TRejectionReason } from '@iiidem/shared/admin/review-aids';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { rejectionReasons } from '../../db/schema/review-aids';

const columns = {
  id: rejectionReasons.id,
  label_en: rejectionReasons.label_en,
  label_hi: rejectionReasons.label_hi,
  retired_at: rejectionReasons.retired_at,
};

type Row = { id: number; label_en: string; label_hi: string; retired_at: Date | null };

function toReason(row: Row): TRejectionReason {
  return { id: row.id, label_en: row.label_en, label_hi: row.label_hi, retired: row.retired_at !== null };
}

/** Every reason, those offered first, then by English text. */
export async function listRejectionReasons(db: Executor): Promise<TRejectionReason[]> {
  const rows = await db
    .select(columns)
    .from(rejectionReasons)
    .orderBy(asc(rejectionReasons.label_en), asc(rejectionReasons.id));
  return rows.map(toReason).sort((a, b) => Number(a.retired) - Number(b.retired));
}

export async function findRejectionReason(db: Executor, id: number): Promise<TRejectionReason | undefined> {
  const [row] = await db.select(columns).from(rejectionReasons).where(eq(rejectionReasons.id, id)).limit(1);
  return row ? toReason(row) : undefined;
}

export async function insertRejectionReason(
  tx: Executor,
  labels: { label_en: string; label_hi: string },
  now: Date,
): Promise<TRejectionReason> {
  const [row] = await tx
    .insert(rejectionReasons)
    .values({ ...labels, created_at: now, updated_at: now })
    .returning(columns);
  if (!row) throw new Error('The rejection reason was not stored');
  return toReason(row);
}

export async function updateRejectionReason(
  tx: Executor,
  id: number,
  change: { label_en?: string; label_hi?: string; retired_at?: Date | null },
  now: Date,
): Promise<TRejectionReason | undefined> {
  const [row] = await tx
    .update(rejectionReasons)
    .set({ ...change, updated_at: now })
    .where(eq(rejectionReasons.id, id))
    .returning(columns);
  return row ? toReason(row) : undefined;
}
