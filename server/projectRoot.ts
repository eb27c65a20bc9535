/**
 * The project's folder, where the host's files beside its sources live (server/static, the payment
 * frame's public/, contract/openapi.yaml, dist/, dist-ssr/). Every such path starts here rather than at
 * its module's own __dirname: `npm run build` bundles each entry into one file in out/ (build/serverBuild.ts),
 * where every module shares the bundle's __dirname. This file sits in server/ and each built entry in
 * out/: both one folder below the project, so the same line holds for the sources and the build.
 */
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..');
