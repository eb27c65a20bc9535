/** npm run skeletons: writes src/mount/skeletons.css from the registry's skeleton heights. */
import fs from 'node:fs';
import path from 'node:path';
import { widgetRegistry } from '../src/mount/registry';
import { skeletonCss } from '../src/mount/skeletonCss';

const file = path.join(__dirname, '..', 'src', 'mount', 'skeletons.css');
fs.writeFileSync(file, skeletonCss(widgetRegistry));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
