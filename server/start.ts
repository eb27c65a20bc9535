/** npm start: the host from its TypeScript source, building the bundle first when it is missing or stale. */
import { runHost, startFailed } from './runHost';

runHost({ mayBuildBundle: true }).catch(startFailed);
