// The first line of a config lendocs writes (init, migrate): it names the JSON Schema so that editors with the YAML
// language server complete and check keys as they are typed. The config is committed, so the line must hold on
// every machine: it is a path from the site folder into the node_modules folder where the project's own install of
// lendocs is, wherever that sits relative to the site folder (here, above, or beside it), never a path into an npx
// cache or a global install, which are this machine's alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../version.js';

const SCHEMA_IN_PACKAGE = 'schema/lendocs.config.schema.json';
const INSTALLED = `node_modules/lendocs/${SCHEMA_IN_PACKAGE}`;

/** `running`: the folder of the lendocs that runs (tests name another). */
export function schemaLine(configFolder: string, running = fileURLToPath(PACKAGE_ROOT)): string {
  return `# yaml-language-server: $schema=${schemaReference(path.resolve(configFolder), running)}\n`;
}

/**
 * The schema of the project's lendocs, as a path from `folder`: the install Node finds from the site folder (its
 * node_modules or one above), else the one it finds from the current folder (a site made beside the project), else
 * the running lendocs when it is a project's install; with none, where `npm i -D lendocs` will put it (beside the
 * nearest package.json, else in the site folder).
 */
function schemaReference(folder: string, running: string): string {
  const installed = installedAbove(folder) ?? installedAbove(process.cwd()) ?? projectInstall(running);
  const target = installed ?? path.join(nearestProject(folder) ?? folder, INSTALLED);
  const relative = path.relative(folder, target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The schema file of the lendocs installed in `from`'s node_modules or a folder above, as Node looks. */
function installedAbove(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, INSTALLED))) return path.join(dir, INSTALLED);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The running lendocs's schema when it is installed in a project's node_modules (the folder above holds a
 * package.json); not from an npx cache (`_npx`), a global install (lib/, no package.json) or a checkout of lendocs.
 */
function projectInstall(running: string): string | undefined {
  const modules = path.dirname(path.resolve(running));
  if (path.basename(modules) !== 'node_modules' || path.basename(path.resolve(running)) !== 'lendocs') return undefined;
  if (modules.split(path.sep).includes('_npx') || !existsSync(path.join(path.dirname(modules), 'package.json'))) return undefined;
  const schema = path.join(running, SCHEMA_IN_PACKAGE);
  return existsSync(schema) ? schema : undefined;
}

/** The nearest folder at or above `from` with a package.json: where an install for it goes. */
function nearestProject(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
