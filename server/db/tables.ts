/**
 * The tables as Kysely sees them (generated from the schema with PRAGMA table_info, then kept by hand):
 * what the typed query builder checks column names and result types against. Generated<> marks a
 * column the database fills (identity, default).
 */
import type {
  BrandsTable,
  CategoriesTable,
  CurrenciesTable,
  ModelsTable,
  ProductAttributesTable,
  ProductImagesTable,
  ProductUnitsTable,
  ProductVariantsTable,
  ProductsTable,
  StockTable,
  WarehousesTable,
  CampaignsTable,
  CampaignProductsTable,
  SearchSynonymsTable,
  SearchQueriesTable,
  SearchWindowsTable,
  ImagesTable,
} from './tables/catalogueTables';
import type {
  CartItemsTable,
  CartChangesTable,
  OfferItemsTable,
  OffersTable,
  OrderItemsTable,
  OrdersTable,
  OrderApprovalsTable,
  OutboxTable,
  ShoppingListsTable,
  ShoppingListLinesTable,
} from './tables/ordersTables';
import type {
  UsersTable,
  BranchesTable,
  CompanyUsersTable,
  BranchGrantsTable,
  SessionsTable,
  LoginFailuresTable,
  PreferencesTable,
  ApiTokensTable,
  RepresentativeSessionsTable,
  LedgerTable,
} from './tables/accountsTables';
import type {
  BanksTable,
  BinsTable,
  PaymentOptionsTable,
  PaymentsTable,
  PosPlansTable,
  PendingPaymentsTable,
} from './tables/paymentsTables';
import type {
  MetaTable,
  SettingsTable,
  StoreInfoTable,
  FaultReportsTable,
  WarrantyMovementsTable,
  WarrantySerialsTable,
} from './tables/storeTables';

export type * from './tables/catalogueTables';
export type * from './tables/ordersTables';
export type * from './tables/accountsTables';
export type * from './tables/paymentsTables';
export type * from './tables/storeTables';

export interface StoreTables {
  cart_changes: CartChangesTable;
  representative_sessions: RepresentativeSessionsTable;
  api_tokens: ApiTokensTable;
  shopping_lists: ShoppingListsTable;
  shopping_list_lines: ShoppingListLinesTable;
  company_users: CompanyUsersTable;
  branch_grants: BranchGrantsTable;
  order_approvals: OrderApprovalsTable;
  images: ImagesTable;
  login_failures: LoginFailuresTable;
  search_windows: SearchWindowsTable;
  pending_payments: PendingPaymentsTable;
  banks: BanksTable;
  bins: BinsTable;
  branches: BranchesTable;
  brands: BrandsTable;
  campaign_products: CampaignProductsTable;
  campaigns: CampaignsTable;
  cart_items: CartItemsTable;
  categories: CategoriesTable;
  currencies: CurrenciesTable;
  fault_reports: FaultReportsTable;
  ledger: LedgerTable;
  meta: MetaTable;
  search_synonyms: SearchSynonymsTable;
  models: ModelsTable;
  offer_items: OfferItemsTable;
  offers: OffersTable;
  order_items: OrderItemsTable;
  orders: OrdersTable;
  outbox: OutboxTable;
  payment_options: PaymentOptionsTable;
  payments: PaymentsTable;
  pos_plans: PosPlansTable;
  preferences: PreferencesTable;
  product_attributes: ProductAttributesTable;
  product_images: ProductImagesTable;
  product_units: ProductUnitsTable;
  product_variants: ProductVariantsTable;
  products: ProductsTable;
  search_queries: SearchQueriesTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  stock: StockTable;
  store_info: StoreInfoTable;
  users: UsersTable;
  warehouses: WarehousesTable;
  warranty_movements: WarrantyMovementsTable;
  warranty_serials: WarrantySerialsTable;
}
