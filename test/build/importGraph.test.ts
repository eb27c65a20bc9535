import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../build/importGraph.ts');
const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');

/** Runs the check of `npm run lint` on a tree of the given files; returns its exit code and report. */
function check(files: Record<string, string>): { code: number; report: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  try {
    for (const [file, text] of Object.entries({ 'server/start.ts': '', ...files })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    try {
      return { code: 0, report: execFileSync(TSX, [SCRIPT], { cwd: root, encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, report: failed.stderr };
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the import-graph check of npm run lint', () => {
  it('passes a tree whose imports go down the layers', () => {
    const result = check({
      'src/domain/money.ts': 'export const x = 1;',
      'src/store/cart.ts': "import { x } from '../domain/money';",
      'src/widgets/Cart/Cart.tsx': "import '../../store/cart';\nimport '../shared/Table';",
      'src/widgets/shared/Table.tsx': '',
      'server/repo/cart.ts': "import type { X } from '../../src/contract/cart';",
      'src/contract/cart.ts': '',
    });
    expect(result).toEqual({ code: 0, report: expect.stringMatching(/no cycle, none against the layers/) });
  });

  it('finds a cycle, also through type-only and dynamic imports', () => {
    const result = check({
      'src/mount/registry.ts': "const load = () => import('../widgets/A/A');",
      'src/widgets/A/A.tsx': "import type { P } from '../shared/props';",
      'src/widgets/shared/props.ts': "export type { Q } from './more';",
      'src/widgets/shared/more.ts': "import { y } from './props';",
    });
    expect(result.code).toBe(1);
    expect(result.report).toContain('import cycle: src/widgets/shared/more.ts ↔ src/widgets/shared/props.ts');
  });

  it('finds imports up, sideways between widgets, and from the host into the bundle', () => {
    const result = check({
      'src/store/cart.ts': "import { rootSaga } from '../sagas';",
      'src/sagas/index.ts': '',
      'src/widgets/OfferList/OfferDetail.tsx': "import { Items } from '../OrderList/OrderItems';",
      'src/widgets/OrderList/OrderItems.tsx': '',
      'server/views/config.ts': "import { DEFAULT_CONFIG } from '../../src/config/defaults';",
      'src/config/defaults.ts': '',
    });
    expect(result.code).toBe(1);
    expect(result.report).toContain('src/store/cart.ts → src/sagas/index.ts: src/store may import only');
    expect(result.report).toContain(
      "src/widgets/OfferList/OfferDetail.tsx → src/widgets/OrderList/OrderItems.tsx: a widget imports another's code only through widgets/shared",
    );
    expect(result.report).toContain('server/views/config.ts → src/config/defaults.ts: the host shares only');
  });

  it("passes a host whose imports go down its layers, with a view taking a repository's row type", () => {
    const result = check({
      'server/routes/api/cart.ts':
        "import { addToCart } from '../../services/cartChanges';\nimport { page } from '../../views/page';",
      'server/services/cartChanges.ts':
        "import { cartLines } from '../repo/cart';\nimport { invalid } from '../domain/refusal';\nimport { withLock } from '../db/transaction';",
      'server/repo/cart.ts': "import type { Db } from '../db/handle';\nimport { MSG } from '../messages';",
      'server/views/page.ts':
        "import type { CartLine } from '../repo/cart';\nimport { html } from '../http/html';",
      'server/domain/refusal.ts': '',
      'server/db/transaction.ts': "import type { Db } from './handle';",
      'server/db/handle.ts': '',
      'server/http/html.ts': '',
      'server/messages.ts': '',
    });
    expect(result).toEqual({ code: 0, report: expect.stringMatching(/no cycle, none against the layers/) });
  });

  it('finds host imports against its layers: up, views reaching data, rules reaching repositories, HTTP errors in a service', () => {
    const result = check({
      'server/repo/cart.ts': "import { addToCart } from '../services/cartChanges';",
      'server/services/cartChanges.ts': "import { badRequest } from '../http/errors';",
      'server/http/errors.ts': '',
      'server/views/catalog.ts':
        "import type { FirstPage } from '../routes/api/listing';\nimport { getCart } from '../repo/orders';",
      'server/routes/api/listing.ts': "import { openSqlite } from '../../db/openSqlite';",
      'server/db/openSqlite.ts': "import { importImages } from '../repo/images';",
      'server/repo/images.ts': '',
      'server/repo/orders.ts': '',
      'server/domain/pricing.ts': "import { rateOf } from '../repo/settings';",
      'server/repo/settings.ts': '',
      'server/seed/index.ts': "import { hashPassword } from '../auth/passwords';",
      'server/auth/passwords.ts': '',
    });
    expect(result.code).toBe(1);
    for (const line of [
      'server/repo/cart.ts → server/services/cartChanges.ts: server/repo may import only db, domain, shared',
      'server/services/cartChanges.ts → server/http/errors.ts: server/services does not import http/errors.ts',
      'server/views/catalog.ts → server/routes/api/listing.ts: server/views may import only',
      'server/views/catalog.ts → server/repo/orders.ts: server/views may import only',
      'server/routes/api/listing.ts → server/db/openSqlite.ts: server/routes may import only',
      'server/db/openSqlite.ts → server/repo/images.ts: server/db may import only shared, domain',
      'server/domain/pricing.ts → server/repo/settings.ts: server/domain may import only shared',
      'server/seed/index.ts → server/auth/passwords.ts: server/seed may import only',
    ])
      expect(result.report).toContain(line);
  });
});
