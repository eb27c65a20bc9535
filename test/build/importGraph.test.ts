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
});
