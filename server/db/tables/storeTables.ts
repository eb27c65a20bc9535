/** The store's own tables: meta, settings, the store's details, warranties and fault reports. (Kysely's view of them: server/db/tables.ts.) */
import type { Generated } from 'kysely';

export interface MetaTable {
  key: string;
  value: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface StoreInfoTable {
  key: string;
  value: string;
}

export interface FaultReportsTable {
  id: Generated<number>;
  user_id: number | null;
  product_code: string;
  description: string;
  created_at: string;
}

export interface WarrantyMovementsTable {
  id: Generated<number>;
  serial: string;
  tarih: string;
  durum: string;
  belge_no: string;
}

export interface WarrantySerialsTable {
  serial: string;
  product_id: number;
  warranty_days: number;
  starts_at: string;
}
