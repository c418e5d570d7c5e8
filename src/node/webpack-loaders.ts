// The child process that runs a site's webpack loaders (webpack-loader-child.ts), started when a bundle first needs
// one and kept for the build's other bundles (the component loader closes it): a site whose code names no loader
// starts none. Its current folder is the site folder, as Docusaurus runs from there; its environment is NODE_ENV
// alone. Jobs go over IPC and are answered by number, so several imports can wait on it at once. While no job waits,
// the child does not keep lendocs running.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One loader of an inline request, resolved: its file, the options written after `?`, and whether it is an ES module. */
export interface LoaderSpec {
  path: string;
  options?: string;
  module?: boolean;
}

/** What a loader is asked to do: the loaders, left to right as written, over the resource file. */
export interface LoaderJob {
  siteRoot: string;
  loaders: LoaderSpec[];
  /** The file, absolute, and its query as written (`?raw`, or ''). */
  resource: string;
  resourceQuery: string;
}

/** The module's code and the files it read; or why there is none (the loader's own message). */
export type LoaderReply = { code: string; dependencies: string[]; warnings: string[] } | { error: string };

export interface LoaderProcess {
  run(job: LoaderJob): Promise<LoaderReply>;
  /** Ends the child, if one was started; a job still waiting gets an error. */
  close(): void;
}

export function loaderProcess(siteRoot: string): LoaderProcess {
  let child: ChildProcess | undefined;
  let jobs = 0;
  const waiting = new Map<number, (reply: LoaderReply) => void>();
  const stderr: string[] = [];
  const endAll = (why: string) => {
    for (const settle of waiting.values()) settle({ error: why });
    waiting.clear();
  };
  /** Whether the child (its process, IPC channel and stderr) keeps the event loop alive: only while a job waits. */
  const hold = (running: ChildProcess, held: boolean) => {
    for (const handle of [running, running.channel, running.stderr] as ({ ref?: () => void; unref?: () => void } | null | undefined)[]) {
      if (held) handle?.ref?.();
      else handle?.unref?.();
    }
  };
  const start = (): ChildProcess => {
    const started = fork(fileURLToPath(new URL('./webpack-loader-child.js', import.meta.url)), [], {
      cwd: siteRoot,
      // A loader's output is code that ends up in pages: like the site's components, it sees NODE_ENV and nothing
      // else of the build's environment (a token in a CI machine's environment must never reach a page).
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    started.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    started.on('message', (reply: LoaderReply & { id: number }) => {
      const settle = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) hold(started, false);
      settle?.(reply);
    });
    started.on('error', (cause) => endAll(`the process that runs webpack loaders failed: ${cause.message}`));
    started.on('exit', (code, signal) => {
      const said = stderr.join('').trim().split('\n').slice(-3).join(' ');
      endAll(`the process that runs webpack loaders ended (${signal ?? `exit code ${code}`})${said ? `: ${said}` : ''}`);
      if (child === started) child = undefined;
    });
    return started;
  };
  return {
    run(job) {
      child ??= start();
      const id = ++jobs;
      const sent = child;
      return new Promise((settle) => {
        if (waiting.size === 0) hold(sent, true);
        waiting.set(id, settle);
        sent.send({ ...job, id });
      });
    },
    close() {
      if (!child) return;
      const ending = child;
      child = undefined;
      endAll('lendocs stopped before the loader answered');
      ending.kill('SIGKILL');
    },
  };
}
