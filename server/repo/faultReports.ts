/** Fault reports sent from the host's own form (the FaultReport widget fills its product code). */
import type { Db } from '../db/handle';

export interface FaultReportInput {
  userId: number | null;
  productCode: string;
  description: string;
}

export async function saveFaultReport(db: Db, report: FaultReportInput, now = new Date()): Promise<void> {
  await db
    .insertInto('fault_reports')
    .values({
      user_id: report.userId,
      product_code: report.productCode,
      description: report.description,
      created_at: now.toISOString(),
    })
    .execute();
}
