// `lendocs preview`: serves a built folder on this machine until Ctrl-C or SIGTERM.
import { isLoopbackHost } from '../serve/host-check.js';
import { startPreview } from '../serve/preview-server.js';
import { PortInUseError, ServeSetupError } from '../serve/server.js';
import type { Output } from './output.js';
import { isSiteFolder, noSiteFolder, outputFolder } from './site-folder.js';

export async function runPreview(options: { root: string; out?: string; port: number; host: string }, output: Output): Promise<number> {
  const outDir = outputFolder(options.root, options.out);
  if (options.out === undefined && !isSiteFolder(options.root)) {
    output.err(noSiteFolder(options.root, 'preview'));
    return 2;
  }
  if (!isLoopbackHost(options.host)) {
    output.err(`lendocs: warning: --host ${options.host} is not a loopback address, so other machines on the network can reach this preview.`);
  }
  let running;
  try {
    running = await startPreview({ outDir, port: options.port, host: options.host });
  } catch (cause) {
    if (!(cause instanceof ServeSetupError)) throw cause;
    const more = cause instanceof PortInUseError ? ' Stop the other server, or choose another port with --port (--port 0 picks a free one).' : '';
    output.err(`lendocs: ${cause.message}${more}`);
    return cause.exitCode;
  }
  output.out(`Previewing ${outDir} at ${running.url}. Press Ctrl-C to stop.`);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  let stop!: () => void;
  await new Promise<void>((resolve) => {
    stop = resolve;
    for (const signal of signals) process.on(signal, stop);
  });
  for (const signal of signals) process.off(signal, stop);
  await running.close();
  return 0;
}
