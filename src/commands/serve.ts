// `lendocs serve`: a dev server for this machine, kept running until Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatDiagnostic, sortDiagnostics } from '../errors.js';
import { UNKNOWN_LOCALE } from '../shared/locales.js';
import type { Diagnostic } from '../types.js';
import { isLoopbackHost } from '../serve/host-check.js';
import { PortInUseError, ServeAbortedError, ServeSetupError, startServer, type RunningServer } from '../serve/server.js';
import { cacheFolder } from './site-folder.js';
import type { Output } from './output.js';

export async function runServe(options: { root: string; port: number; host: string; watch?: boolean; open?: boolean; cache?: boolean; cacheDir?: string; locale?: string }, output: Output): Promise<number> {
  const root = path.resolve(options.root);
  if (!isLoopbackHost(options.host)) {
    output.err(
      `lendocs: warning: --host ${options.host} is not a loopback address, so other machines on the network can reach this dev server ` +
        'and read everything it serves, drafts included. Leave out --host (127.0.0.1) unless that is what you want.',
    );
  }
  // Signals are caught from the start, so a server stopped during its first build still removes its folder.
  const stopping = new AbortController();
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  let received: NodeJS.Signals = 'SIGTERM';
  const stop = (signal: NodeJS.Signals) => {
    received = signal;
    stopping.abort();
  };
  for (const signal of signals) process.on(signal, stop);
  // A rebuild prints the diagnostics the last report did not: a warning a save brings is said once, when it appears.
  let reported = new Set<string>();
  const report = (diagnostics: Diagnostic[], all = false) => {
    const lines = sortDiagnostics(diagnostics).map((diagnostic) => formatDiagnostic(diagnostic, output.color));
    for (const line of lines) if (all || !reported.has(line)) output.err(line);
    reported = new Set(lines);
  };
  try {
    let running: RunningServer;
    try {
      running = await startServer({
        root,
        port: options.port,
        host: options.host,
        watch: options.watch === true,
        locale: options.locale,
        // The build's cache: a site built before starts in the time of a warm build, not a cold one.
        cache: cacheFolder(options.root, options),
        signal: stopping.signal,
        onListening: (url) => output.err(`Building ${root} for ${url}…`),
        onUpdate: (result) => {
          if (result.ok) {
            report(result.diagnostics);
            output.err(`Rebuilt after ${result.trigger}: ${result.rendered.length} page${result.rendered.length === 1 ? '' : 's'} in ${result.ms.toFixed(0)} ms.`);
          } else {
            report(result.diagnostics, true);
            output.err('The browser shows these errors until you fix them; the server keeps running.');
          }
        },
      });
    } catch (cause) {
      // The first build cannot be interrupted midway. Its folder is already removed, so do not wait for it: end the
      // way the signal asks. (process.exit() would wait for a read the build has blocked, such as a hung disk.)
      if (cause instanceof ServeAbortedError) {
        for (const signal of signals) process.off(signal, stop);
        process.kill(process.pid, received);
      }
      if (cause instanceof PortInUseError) {
        output.err(`lendocs: ${cause.message} Stop the other server, or choose another port with --port (--port 0 picks a free one).`);
        return cause.exitCode;
      }
      if (cause instanceof ServeSetupError) {
        output.err(`lendocs: ${cause.message}`);
        return cause.exitCode;
      }
      throw cause;
    }
    report(running.firstBuild.diagnostics);
    // A --locale the site does not have is a usage error: nothing to serve until the command is mended.
    if (running.firstBuild.diagnostics.some((d) => d.code === UNKNOWN_LOCALE)) {
      await running.close();
      return 2;
    }
    output.out(`Serving ${root} at ${running.url}${options.watch ? ' (watching for changes)' : ''}. Press Ctrl-C to stop.`);
    if (options.open) openBrowser(running.url);
    if (!stopping.signal.aborted) await new Promise((resolve) => stopping.signal.addEventListener('abort', resolve, { once: true }));
    await running.close();
    return 0;
  } finally {
    for (const signal of signals) process.off(signal, stop);
  }
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}
