/**
 * Part of `npm run lint`: the product speaks of its features, not of the work that made them. No
 * tracked source, test, bench, build script or document may cite a work item by its number; a comment
 * or a test title names the feature and says the rule itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PROCESS_NOTE = /\bissues?\s+(?:#\s*)?\d+/i;
const TEXT = /\.(?:ts|tsx|js|mjs|cjs|css|md|ya?ml|json|html)$/;

/** Every line of the tracked text files under `root` that cites a work item, as `file:line: text`. */
export function processNotes(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== 'package-lock.json');
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // listed but deleted in the work tree
    }
    return text
      .split('\n')
      .flatMap((line, i) => (PROCESS_NOTE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
  });
}

if (require.main === module) {
  const found = processNotes(path.resolve(__dirname, '..'));
  if (found.length > 0) {
    console.error(`${found.length} line(s) cite a work item; name the feature and the rule instead:`);
    for (const line of found.slice(0, 50)) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('process notes: none');
}
