/**
 * The branches cell of a customers file: `K01=Kadıköy Şube|Caferağa Mah. Moda Cad. No: 12;U01=Ümraniye
 * Şube` — branches separated by ';', each `CODE=NAME` with an optional `|ADDRESS`. Addresses hold
 * commas, semicolons and slashes, so a ';', '|' or '\' inside a name or an address is written with a
 * '\' before it (`No: 5\; Kat 2`); any other '\' is refused rather than guessed at. A branch left
 * without `|ADDRESS` keeps the address the store has; the rules of a branch are the domain's.
 */
import type { CustomerBranch } from '../domain/customerRecord';
import type { RowJudge } from './rowJudge';

const ESCAPED = new Set([';', '|', '\\']);

/** The cell's branches as lists of fields ('|' between them), escapes read; null after the problem. */
function splitBranches(judge: RowJudge, column: string, cell: string): string[][] | null {
  const branches: string[][] = [];
  let fields: string[] = [];
  let field = '';
  const chars = [...cell];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '\\') {
      const next = chars[i + 1];
      if (next === undefined || !ESCAPED.has(next)) {
        judge.refuse(column, "a '\\' must come before ';', '|' or '\\' (write '\\\\' for a backslash)");
        return null;
      }
      field += next;
      i++;
    } else if (char === '|') {
      fields.push(field);
      field = '';
    } else if (char === ';') {
      branches.push([...fields, field]);
      fields = [];
      field = '';
    } else field += char;
  }
  branches.push([...fields, field]);
  // A trailing or doubled ';' names no branch.
  return branches.filter((b) => b.length > 1 || b[0]!.trim() !== '');
}

/** Reads a branches cell; null after recording the row's problem. */
export function readBranches(judge: RowJudge, column: string, cell: string): CustomerBranch[] | null {
  const parts = splitBranches(judge, column, cell);
  if (parts === null) return null;
  const branches: CustomerBranch[] = [];
  for (const [head, ...rest] of parts) {
    const at = head!.indexOf('=');
    if (at < 0) {
      judge.refuse(column, `'${head!.trim()}' is not CODE=NAME or CODE=NAME|ADDRESS`);
      return null;
    }
    if (rest.length > 1) {
      judge.refuse(
        column,
        `the branch '${head!.trim()}' has more than one '|' (write '\\|' for one in its address)`,
      );
      return null;
    }
    const address = rest[0]?.trim();
    branches.push({
      code: head!.slice(0, at).trim(),
      name: head!.slice(at + 1).trim(),
      ...(address === undefined ? {} : { address }),
    });
  }
  return branches;
}
