/** npm run skeletons: writes src/mount/skeletons.css from the widgets' skeleton heights. */
import fs from 'node:fs';
import path from 'node:path';
import { skeletonHeights } from '../src/mount/skeletonHeights';
import { skeletonCss } from '../src/mount/skeletonCss';

const file = path.join(__dirname, '..', 'src', 'mount', 'skeletons.css');
fs.writeFileSync(file, skeletonCss(skeletonHeights));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
