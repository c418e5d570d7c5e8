// `lendocs preview`: serves a folder that `lendocs build` made, as its host will (`docusaurus serve`, `vite
// preview`): under the site's base path, with the hardened static handler that serve and check use, and the same
// Host check as the dev server. Nothing is built, watched or written.
import { createServer, type Server } from 'node:http';
import { statSync } from 'node:fs';
import path from 'node:path';
import { readOutputManifest } from '../emit/output/output-guard.js';
import { OUTPUT_MANIFEST } from '../shared/site-paths.js';
import { createStaticHandler } from './http/static-handler.js';
import { createHostCheck } from './host-check.js';
import { listen, ServeSetupError } from './server.js';

export interface PreviewOptions {
  /** The built folder. */
  outDir: string;
  port: number;
  host: string;
}

export interface RunningPreview {
  /** The site's address, under its base path. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startPreview(options: PreviewOptions): Promise<RunningPreview> {
  const outDir = path.resolve(options.outDir);
  const base = builtSiteBase(outDir);
  const serveStatic = createStaticHandler(outDir, { base });
  const hostAllowed = createHostCheck(options.host);
  const server = createServer((request, response) => {
    if (!hostAllowed(request.headers.host)) {
      response
        .writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' })
        .end(`This lendocs preview answers only to localhost, 127.0.0.1, [::1] and ${options.host}, not to "${request.headers.host}".\n`);
      return;
    }
    serveStatic(request, response).catch(() => (response.headersSent ? response.destroy() : response.writeHead(500).end()));
  });
  await listen(server, options);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${base}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The base path of the lendocs build in `outDir`; a folder that is not one is refused with what to do. */
function builtSiteBase(outDir: string): string {
  const advice = `Build the site first ("lendocs build --out ${path.relative(process.cwd(), outDir) || '.'}"), or pass the built folder with --out DIR.`;
  const info = statOf(outDir);
  if (!info) throw new ServeSetupError(`There is no folder ${outDir} to preview. ${advice}`, 2);
  if (!info.isDirectory()) throw new ServeSetupError(`${outDir} is a file, not a built site. ${advice}`, 2);
  const manifest = readOutputManifest(outDir);
  if (!manifest) throw new ServeSetupError(`${outDir} is not a lendocs build: it has no ${OUTPUT_MANIFEST}, which every build writes. ${advice}`, 2);
  return manifest.baseUrl ?? '/';
}

function statOf(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
