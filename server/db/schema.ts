/**
 * The reference host's schema, written in SQLite's types (INTEGER, REAL, TEXT, BLOB); on PostgreSQL the
 * migrations translate them (dialect/postgresSchema.ts: 64-bit integers, doubles, byte-ordered text).
 * Money is REAL rounded to 2 decimals on write: fine for a demo, and what the widgets receive anyway
 * (JSON numbers). Dates are ISO 8601 text.
 * SCHEMA_SQL is the first migration (version 2); later changes are further migrations in migrations.ts.
 */
export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- Store-level settings and store info, JSON-encoded so tests can flip them.
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE store_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE currencies (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, exchange_rate REAL NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0);
CREATE TABLE warehouses (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE brands (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
CREATE TABLE models (id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL REFERENCES brands(id), name TEXT NOT NULL,
  slug TEXT NOT NULL, UNIQUE (brand_id, slug));
CREATE TABLE categories (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES categories(id), name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE, position INTEGER NOT NULL);
CREATE TABLE products (
  id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES products(id), code TEXT NOT NULL UNIQUE,
  barcode TEXT NOT NULL, name TEXT NOT NULL, seo TEXT NOT NULL, image TEXT NOT NULL,
  brand_id INTEGER NOT NULL REFERENCES brands(id), model_id INTEGER REFERENCES models(id),
  category_id INTEGER NOT NULL REFERENCES categories(id), description TEXT NOT NULL, meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL, meta_keywords TEXT NOT NULL, tax_rate REAL NOT NULL, currency TEXT NOT NULL,
  sale_price REAL NOT NULL, list_price REAL NOT NULL, adv1 REAL NOT NULL, adv2 REAL NOT NULL, adv3 REAL NOT NULL,
  adv4 REAL NOT NULL, adv5 REAL NOT NULL, equivalent_code TEXT NOT NULL, ozelkod TEXT NOT NULL,
  ozelkod2 TEXT NOT NULL, ozelkod3 TEXT NOT NULL, ozelkod4 TEXT NOT NULL, ozelkod5 TEXT NOT NULL,
  variant_check INTEGER NOT NULL, position INTEGER NOT NULL,
  search_text TEXT NOT NULL, name_rank INTEGER NOT NULL, brand_rank INTEGER NOT NULL,
  -- Sort keys (DERIVED_SQL keeps them): the stock over all warehouses, the sale price in TRY.
  stock_total REAL NOT NULL DEFAULT 0, price_key REAL NOT NULL DEFAULT 0);
CREATE INDEX products_parent ON products(parent_id);
CREATE INDEX products_ozelkod2 ON products(ozelkod2);
CREATE TABLE product_units (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id),
  name TEXT NOT NULL, multiplier REAL NOT NULL, sale_price REAL NOT NULL, list_price REAL NOT NULL,
  barcode TEXT NOT NULL, is_default INTEGER NOT NULL, position INTEGER NOT NULL, UNIQUE (product_id, name));
CREATE TABLE stock (product_id INTEGER NOT NULL REFERENCES products(id),
  warehouse_id INTEGER NOT NULL REFERENCES warehouses(id), quantity REAL NOT NULL,
  PRIMARY KEY (product_id, warehouse_id));
CREATE TABLE product_variants (product_id INTEGER NOT NULL REFERENCES products(id), code TEXT NOT NULL,
  name TEXT NOT NULL, value TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (product_id, code));
CREATE TABLE product_images (product_id INTEGER NOT NULL REFERENCES products(id), image TEXT NOT NULL,
  name TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE campaigns (id INTEGER PRIMARY KEY, name TEXT NOT NULL, active INTEGER NOT NULL);
CREATE TABLE campaign_products (campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  product_id INTEGER NOT NULL REFERENCES products(id), position INTEGER NOT NULL);

CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
  name TEXT NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL CHECK (role IN ('customer', 'admin')),
  risk_limit REAL NOT NULL DEFAULT 0, balance REAL, balance_currency TEXT NOT NULL DEFAULT 'TRY',
  overdue_balance REAL NOT NULL DEFAULT 0, overdue_days INTEGER NOT NULL DEFAULT 0,
  rep_name TEXT NOT NULL DEFAULT '', rep_phone TEXT NOT NULL DEFAULT '', rep_email TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '', address_name TEXT NOT NULL DEFAULT '', address TEXT NOT NULL DEFAULT '',
  town TEXT NOT NULL DEFAULT '', city TEXT NOT NULL DEFAULT '', address_number TEXT NOT NULL DEFAULT '',
  last_seen TEXT);
CREATE TABLE branches (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), name TEXT NOT NULL);
CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id INTEGER REFERENCES users(id), csrf_token TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}', created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE preferences (user_id INTEGER NOT NULL REFERENCES users(id), key TEXT NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (user_id, key));

CREATE TABLE cart_items (user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER NOT NULL REFERENCES products(id), unit_id INTEGER NOT NULL REFERENCES product_units(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0), added_at TEXT NOT NULL, PRIMARY KEY (user_id, product_id));
CREATE TABLE orders (id INTEGER PRIMARY KEY, order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id), branch_id INTEGER REFERENCES branches(id),
  created_by TEXT NOT NULL, created_at TEXT NOT NULL, is_cancel INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL, advence_price TEXT NOT NULL, currency TEXT NOT NULL, subtotal REAL NOT NULL,
  tax_total REAL NOT NULL, total REAL NOT NULL);
CREATE TABLE order_items (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id), code TEXT NOT NULL, name TEXT NOT NULL, image TEXT NOT NULL,
  unit_name TEXT NOT NULL, multiplier REAL NOT NULL, quantity REAL NOT NULL, price REAL NOT NULL,
  tax_rate REAL NOT NULL, position INTEGER NOT NULL);
CREATE TABLE offers (id INTEGER PRIMARY KEY, order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id), created_at TEXT NOT NULL, is_cancel INTEGER NOT NULL DEFAULT 0,
  customer_name TEXT NOT NULL DEFAULT '', customer_company_name TEXT NOT NULL DEFAULT '',
  customer_email TEXT NOT NULL DEFAULT '', customer_phone TEXT NOT NULL DEFAULT '', description TEXT NOT NULL,
  currency TEXT NOT NULL);
CREATE TABLE offer_items (id INTEGER PRIMARY KEY, offer_id INTEGER NOT NULL REFERENCES offers(id),
  product_id INTEGER NOT NULL REFERENCES products(id), unit_id INTEGER NOT NULL REFERENCES product_units(id),
  code TEXT NOT NULL, name TEXT NOT NULL, image TEXT NOT NULL, quantity REAL NOT NULL, price REAL NOT NULL,
  profit REAL NOT NULL DEFAULT 0, tax_rate REAL NOT NULL, position INTEGER NOT NULL);
-- Mail is never sent: it is written here for a real backend (or a human) to pick up.
CREATE TABLE outbox (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, to_address TEXT NOT NULL, subject TEXT NOT NULL,
  body TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE search_queries (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), query TEXT NOT NULL,
  created_at TEXT NOT NULL);
CREATE TABLE ledger (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), date TEXT NOT NULL,
  document_no TEXT NOT NULL, description TEXT NOT NULL, debit REAL NOT NULL, credit REAL NOT NULL,
  due_date TEXT NOT NULL);

CREATE TABLE warranty_serials (serial TEXT PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id),
  warranty_days INTEGER NOT NULL, starts_at TEXT NOT NULL);
CREATE TABLE warranty_movements (id INTEGER PRIMARY KEY, serial TEXT NOT NULL REFERENCES warranty_serials(serial),
  tarih TEXT NOT NULL, durum TEXT NOT NULL, belge_no TEXT NOT NULL);
CREATE TABLE fault_reports (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id),
  product_code TEXT NOT NULL, description TEXT NOT NULL, created_at TEXT NOT NULL);

-- The cart page's payment plans: isVirtual plans must be paid by card, the others can be ordered.
CREATE TABLE payment_options (price_name TEXT PRIMARY KEY, name TEXT NOT NULL, is_default INTEGER NOT NULL,
  is_virtual INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE TABLE banks (id INTEGER PRIMARY KEY, name TEXT NOT NULL, logo TEXT NOT NULL, image TEXT NOT NULL);
CREATE TABLE bins (bin TEXT PRIMARY KEY, bank_id INTEGER NOT NULL REFERENCES banks(id),
  organization TEXT NOT NULL CHECK (organization IN ('VISA', 'MASTERCARD')));
-- bank_id NULL: the plan offered before a card is known and for cards of unknown banks.
CREATE TABLE pos_plans (id INTEGER PRIMARY KEY, bank_id INTEGER REFERENCES banks(id), installment INTEGER NOT NULL,
  commision_fee REAL NOT NULL, is_default INTEGER NOT NULL);
CREATE TABLE payments (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
  order_id INTEGER REFERENCES orders(id), payment_type TEXT NOT NULL, amount REAL NOT NULL, total REAL NOT NULL,
  installment INTEGER NOT NULL, commision_fee REAL NOT NULL, bank_name TEXT NOT NULL, masked_card TEXT NOT NULL,
  card_holder TEXT NOT NULL, description TEXT NOT NULL, created_at TEXT NOT NULL);
`;

/**
 * What is derived from the catalogue, created after the seed's bulk inserts (building an index once
 * is much faster than growing it row by row): the sort keys and one index per sort, on both engines.
 * Each engine adds its search index and the triggers that keep them right (SQLITE_DERIVED_SQL here,
 * dialect/postgresSchema.ts).
 */
export const DERIVED_SQL = `
UPDATE products SET
  stock_total = (SELECT COALESCE(SUM(s.quantity), 0) FROM stock s WHERE s.product_id = products.id),
  price_key = sale_price * (SELECT c.exchange_rate FROM currencies c WHERE c.code = products.currency);
-- One index per sort of the listed products (children are reached through their master), and one per
-- sort of those in stock: a list is read in index order, never sorted whole. Each entry ends with the
-- rowid, the sorts' tie-breaker.
CREATE INDEX products_by_position ON products(position) WHERE parent_id IS NULL;
CREATE INDEX products_by_name ON products(name_rank) WHERE parent_id IS NULL;
CREATE INDEX products_by_brand ON products(brand_rank) WHERE parent_id IS NULL;
CREATE INDEX products_by_price ON products(price_key) WHERE parent_id IS NULL;
CREATE INDEX products_by_stock ON products(stock_total) WHERE parent_id IS NULL;
CREATE INDEX products_in_stock_by_position ON products(position) WHERE parent_id IS NULL AND stock_total > 0;
CREATE INDEX products_in_stock_by_name ON products(name_rank) WHERE parent_id IS NULL AND stock_total > 0;
CREATE INDEX products_in_stock_by_brand ON products(brand_rank) WHERE parent_id IS NULL AND stock_total > 0;
CREATE INDEX products_in_stock_by_price ON products(price_key) WHERE parent_id IS NULL AND stock_total > 0;
-- A search (or suggestion) that is a product's code puts that product first.
CREATE INDEX products_code_lower ON products(lower(code));
-- A brand's, a model's or a category's products with every sort key: their lists are read from the
-- index alone, then ordered (children are found through products_parent).
CREATE INDEX products_brand_keys ON products(brand_id, model_id, stock_total, position, name_rank, brand_rank,
  price_key) WHERE parent_id IS NULL;
CREATE INDEX products_category_keys ON products(category_id, stock_total, position, name_rank, brand_rank,
  price_key) WHERE parent_id IS NULL;
-- The version the host's list cache is checked against (listCache.ts); the engine's triggers bump it.
INSERT INTO meta (key, value) VALUES ('catalog_version', '1') ON CONFLICT (key) DO NOTHING;
`;

/**
 * SQLite's part of the derived schema: the triggers that keep the sort keys and the catalogue version
 * right. PostgreSQL's is in dialect/postgresSchema.ts.
 */
export const SQLITE_DERIVED_SQL = `
CREATE TRIGGER stock_total_insert AFTER INSERT ON stock BEGIN
  UPDATE products SET stock_total = stock_total + NEW.quantity WHERE id = NEW.product_id;
END;
CREATE TRIGGER stock_total_update AFTER UPDATE OF quantity, product_id ON stock BEGIN
  UPDATE products SET stock_total = stock_total - OLD.quantity WHERE id = OLD.product_id;
  UPDATE products SET stock_total = stock_total + NEW.quantity WHERE id = NEW.product_id;
END;
CREATE TRIGGER stock_total_delete AFTER DELETE ON stock BEGIN
  UPDATE products SET stock_total = stock_total - OLD.quantity WHERE id = OLD.product_id;
END;
CREATE TRIGGER price_key_insert AFTER INSERT ON products BEGIN
  UPDATE products SET price_key = NEW.sale_price * (SELECT exchange_rate FROM currencies WHERE code = NEW.currency)
  WHERE id = NEW.id;
END;
CREATE TRIGGER price_key_product AFTER UPDATE OF sale_price, currency ON products BEGIN
  UPDATE products SET price_key = NEW.sale_price * (SELECT exchange_rate FROM currencies WHERE code = NEW.currency)
  WHERE id = NEW.id;
END;
CREATE TRIGGER price_key_rate AFTER UPDATE OF exchange_rate ON currencies BEGIN
  UPDATE products SET price_key = sale_price * NEW.exchange_rate WHERE currency = NEW.code;
END;
-- Any change to what lists show or how they are ordered makes the host read its lists again (listCache.ts).
CREATE TRIGGER catalog_version_products_insert AFTER INSERT ON products BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_products_update AFTER UPDATE ON products BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_products_delete AFTER DELETE ON products BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_stock_insert AFTER INSERT ON stock BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_stock_update AFTER UPDATE ON stock BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_stock_delete AFTER DELETE ON stock BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_currencies_insert AFTER INSERT ON currencies BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_currencies_update AFTER UPDATE ON currencies BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
CREATE TRIGGER catalog_version_currencies_delete AFTER DELETE ON currencies BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
END;
-- The query planner's statistics, so each sort reads its own index.
ANALYZE;
`;
