/**
 * The README's "Where things live" tables say what the tree holds: every folder they name exists, and
 * every top-level folder, every folder of src/ and server/, and every feature folder of src/domain, src/store and
 * src/sagas is named. A folder added or moved without its line fails here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Where things live'),
  readme.indexOf('\n## ', readme.indexOf('## Where things live') + 3),
);

/** The first cell of each table row, without its backticks. */
const firstCells = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => /^\| `([^`]+)`/.exec(line)![1]!);
const folders = firstCells.filter((cell) => cell.includes('/'));
const features = firstCells.filter((cell) => !cell.includes('/'));

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const topFolders = [
  ...new Set(tracked.filter((f) => f.includes('/') && !f.startsWith('.')).map((f) => f.split('/')[0]!)),
];
const subfolders = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURE_LAYERS = ['src/domain', 'src/store', 'src/sagas'];

describe('README: where things live', () => {
  it('names only folders and files that exist', () => {
    const missing = folders.filter((name) => !fs.existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
    expect(folders.length).toBeGreaterThan(15);
  });

  it('names every top-level folder and every folder of src/ and server/', () => {
    const named = new Set(folders.map((name) => name.replace(/\/$/, '')));
    // src/ itself is named folder by folder.
    const unnamed = [
      ...topFolders.filter((name) => name !== 'src'),
      ...subfolders('src').map((name) => `src/${name}`),
      ...subfolders('server').map((name) => `server/${name}`),
    ].filter((name) => !named.has(name));
    expect(unnamed).toEqual([]);
  });

  it('names every feature folder of the domain, the store and the sagas', () => {
    const described = new Set(features);
    // A layer's own shared folders are described on its row of the first table.
    const layerRows = new Map(
      FEATURE_LAYERS.map((layer) => [
        layer,
        section.split('\n').find((l) => l.startsWith(`| \`${layer}/\``))!,
      ]),
    );
    const unnamed = FEATURE_LAYERS.flatMap((layer) =>
      subfolders(layer)
        .filter((name) => !described.has(name) && !layerRows.get(layer)!.includes(`\`${name}/\``))
        .map((name) => `${layer}/${name}`),
    );
    expect(unnamed).toEqual([]);
  });
});

describe("src/domain/README.md's table of rules", () => {
  const domainReadme = fs.readFileSync(path.join(ROOT, 'src/domain/README.md'), 'utf8');
  const modules = [
    ...new Set(
      domainReadme
        .split('\n')
        .filter((line) => line.startsWith('| '))
        .flatMap((line) => [...(line.split('|')[2] ?? '').matchAll(/`([\w/]+\.ts)`/g)].map((m) => m[1]!)),
    ),
  ];

  it('names modules', () => {
    expect(modules.length).toBeGreaterThan(40);
  });

  it.each(modules)('%s exists under src/domain', (module) => {
    expect(fs.existsSync(path.join(ROOT, 'src/domain', module))).toBe(true);
  });
});
