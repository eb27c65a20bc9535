/**
 * npm run render-service: the widgets' server render as a loopback HTTP service (ssr/renderService.ts)
 * for a host that is not Node. RENDER_HOST (127.0.0.1) and RENDER_PORT (3100); SSR_ENTRY names
 * another build of dist-ssr/render.js.
 */
import { ensureBundle } from './bundle';
import { configOrExit } from './config/cliConfig';
import { islandRenderer, RENDER_ENTRY } from './ssr/islandRenderer';
import { createRenderService } from './ssr/renderService';

const log = (message: string) => console.log(`[render] ${message}`);

function main(): void {
  const config = configOrExit(process.env);
  if (!config.skipBuild) ensureBundle(log);
  // The service exists to render: SSR_ENTRY=off means the default entry here.
  const entry = config.renderEntry ?? RENDER_ENTRY;
  const render = islandRenderer(entry, log);
  if (!render) {
    log('the render entry is missing: run npm run build');
    process.exit(1);
  }
  const { host, port } = config.render;
  const server = createRenderService(render);
  server.listen(port, host, () => log(`POST http://${host}:${port}/render`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
