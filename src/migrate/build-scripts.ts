// What a Docusaurus site's package.json runs before Docusaurus builds or serves it: npm runs a script's `pre<name>`
// script first (`prebuild` before `build`), and a script may run steps of its own before `docusaurus build`. Such
// steps often write what the build reads (Markdown generated into the docs folder, data files); `lendocs build` run
// alone does not run them, so migrate names them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DOCUSAURUS_RUN = /\bdocusaurus\s+(build|start)\b/;

/** One note per script step that runs before the site is built or served, or none. */
export function buildScriptNotes(dir: string): string[] {
  const scripts = packageScripts(dir);
  const notes: string[] = [];
  for (const [name, command] of Object.entries(scripts)) {
    if (!(name === 'build' || name === 'start' || DOCUSAURUS_RUN.test(command))) continue;
    const pre = scripts[`pre${name}`];
    const lendocs = DOCUSAURUS_RUN.exec(command)?.[1] === 'start' || name === 'start' ? 'lendocs serve' : 'lendocs build';
    if (pre !== undefined) notes.push(`package.json: "npm run ${name}" runs its pre${name} script first (${quoted(pre)}), whose output Docusaurus may read (Markdown it writes into the docs folder, data files); ${lendocs} alone does not run it. Run it before ${lendocs}: have "${name}" run ${lendocs}, and npm still runs pre${name} before it.`);
    const before = stepsBefore(command);
    if (before.length > 0) notes.push(`package.json: "npm run ${name}" runs ${before.map(quoted).join(', ')} before docusaurus ${DOCUSAURUS_RUN.exec(command)?.[1]}; ${lendocs} alone does not. Keep those steps before ${lendocs} in that script.`);
  }
  return notes;
}

/** The package's scripts, or none when it has no package.json, or one that is not JSON. */
function packageScripts(dir: string): Record<string, string> {
  try {
    const scripts = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts;
    if (!scripts || typeof scripts !== 'object') return {};
    return Object.fromEntries(Object.entries(scripts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The steps of a shell command (`a && b; c`) before the one that runs docusaurus, but setting variables alone. */
function stepsBefore(command: string): string[] {
  const steps = command.split(/&&|;/).map((step) => step.trim());
  const at = steps.findIndex((step) => DOCUSAURUS_RUN.test(step));
  return at <= 0 ? [] : steps.slice(0, at).filter((step) => step !== '' && !/^(export\s+)?\w+=\S*$/.test(step));
}

function quoted(command: string): string {
  const clipped = command.length > 120 ? `${command.slice(0, 117)}…` : command;
  return `\`${clipped}\``;
}
