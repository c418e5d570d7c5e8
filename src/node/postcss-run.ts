// PostCSS with the site's own set-up, as Docusaurus's postcss-loader applies it: a postcss.config.js (or .cjs, .mjs,
// .postcssrc.json) in the site folder, and the plugins the config's `postcssPlugins` names (what a Docusaurus
// plugin's configurePostCss pushed: Tailwind, autoprefixer). The site's postcss and plugins run in a child process
// whose current folder is the site folder, where Tailwind looks for its config and the files it scans.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PostCssSetUp {
  /** Package names, applied in order after the config file's plugins. */
  plugins: string[];
  /** The site's PostCSS config file, absolute. */
  configFile?: string;
}

const CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', '.postcssrc.json', '.postcssrc'];
const RESULT_MARK = 'lendocs-postcss-result ';

/** The site's PostCSS set-up; undefined when it has none (its CSS is used as written). */
export function postCssSetUp(root: string, plugins: string[]): PostCssSetUp | undefined {
  const configFile = CONFIG_FILES.map((name) => path.join(root, name)).find((file) => existsSync(file));
  return configFile || plugins.length ? { plugins, configFile } : undefined;
}

export type PostCssOutcome = { css: string[] } | { error: string; missing?: string };

/** Each piece through the site's PostCSS (`from`: its file, absolute, for the plugins that resolve from it). */
export function runPostCss(root: string, setUp: PostCssSetUp, pieces: { from: string; css: string }[]): Promise<PostCssOutcome> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./postcss-child.js', import.meta.url))], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  child.stdin.end(JSON.stringify({ ...setUp, pieces }));
  return new Promise((resolve) => {
    child.on('error', (cause) => resolve({ error: cause.message }));
    child.on('close', (code) => {
      const line = Buffer.concat(out).toString('utf8').split('\n').find((text) => text.startsWith(RESULT_MARK));
      if (line) return resolve(JSON.parse(line.slice(RESULT_MARK.length)) as PostCssOutcome);
      const said = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-3).join(' ');
      resolve({ error: `PostCSS stopped (exit code ${code})${said ? `: ${said}` : ''}` });
    });
  });
}
