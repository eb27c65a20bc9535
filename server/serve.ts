/**
 * npm run serve: the built host (out/serve.js, build/serverBuild.ts) on plain Node. It never builds the
 * bundle: webpack is a development tool a production install does not have (npm run build made dist/).
 */
import { runHost, startFailed } from './runHost';

runHost({ mayBuildBundle: false }).catch(startFailed);
