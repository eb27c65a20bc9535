import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BUDGET_KIB, entryKiB, sizeTable } from '../build/bundleSizes';

/** Builds the bundle and prints every chunk's gzipped size against the budgets of DESIGN.md. */
const distDir = path.resolve(__dirname, '../dist');
const started = Date.now();
execFileSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const { file, kib } of sizeTable(distDir)) console.log(`${kib.toFixed(1).padStart(7)} KiB gz  ${file}`);
const entry = entryKiB(distDir);
console.log(`entry chunk: ${entry.toFixed(1)} KiB gz (budget ${BUDGET_KIB.entry})`);
if (entry > BUDGET_KIB.entry) process.exitCode = 1;
