/** Fault reports sent from the host's own form (the FaultReport widget fills its product code). */
import type Database from 'better-sqlite3';

export interface FaultReportInput {
  userId: number | null;
  productCode: string;
  description: string;
}

export function saveFaultReport(db: Database.Database, report: FaultReportInput, now = new Date()): void {
  db.prepare(
    'INSERT INTO fault_reports (user_id, product_code, description, created_at) VALUES (?, ?, ?, ?)',
  ).run(report.userId, report.productCode, report.description, now.toISOString());
}
