// The first line of a config lendocs writes (init, migrate): it names the JSON Schema so that editors with the YAML
// language server complete and check keys as they are typed. The config is committed, so the line must hold on
// every machine: it points into node_modules where the site's own install of lendocs will be, never at wherever
// this copy of lendocs happens to run from (an npx cache, a global install).
import { existsSync } from 'node:fs';
import path from 'node:path';

const SCHEMA_IN_PACKAGE = 'node_modules/lendocs/schema/lendocs.config.schema.json';

export function schemaLine(configFolder: string): string {
  return `# yaml-language-server: $schema=${schemaReference(path.resolve(configFolder))}\n`;
}

/** The schema of the lendocs installed for this folder (here or in a folder above, as Node looks), else `./node_modules/…`. */
function schemaReference(folder: string): string {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, SCHEMA_IN_PACKAGE))) {
      const relative = path.relative(folder, path.join(dir, SCHEMA_IN_PACKAGE)).split(path.sep).join('/');
      return relative.startsWith('.') ? relative : `./${relative}`;
    }
    if (path.dirname(dir) === dir) return `./${SCHEMA_IN_PACKAGE}`;
  }
}
