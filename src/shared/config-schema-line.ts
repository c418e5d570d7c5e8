// The first line of a config lendocs writes (init, migrate): it names the JSON Schema shipped with this lendocs,
// relative to the config's folder, so editors with the YAML language server complete and check keys as they are typed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../version.js';

const JSON_SCHEMA = fileURLToPath(new URL('schema/lendocs.config.schema.json', PACKAGE_ROOT));

export function schemaLine(configFolder: string): string {
  const relative = path.relative(configFolder, JSON_SCHEMA).split(path.sep).join('/');
  return `# yaml-language-server: $schema=${relative}\n`;
}
