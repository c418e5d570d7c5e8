// `lendocs migrate <dir>`: writes lendocs.config.yml for a Docusaurus site, and lists what it did not translate.
import path from 'node:path';
import { ConfigExistsError, migrateDocusaurus } from '../migrate/migrate.js';
import type { Output } from './output.js';

export interface MigrateCommandOptions {
  force?: boolean;
  timeout: number;
}

export async function runMigrate(dir: string, options: MigrateCommandOptions, output: Output): Promise<number> {
  try {
    const result = await migrateDocusaurus(path.resolve(dir), { force: options.force === true, timeout: options.timeout });
    output.out(`Wrote ${path.relative(process.cwd(), result.configFile) || result.configFile}.`);
    if (result.notes.length) {
      output.out('Not translated (check these by hand):');
      for (const note of result.notes) output.out(`  - ${note}`);
    }
    output.out(`Next: lendocs build --root ${dir}`);
    return 0;
  } catch (cause) {
    output.err(`lendocs: ${(cause as Error).message}`);
    // Refusing to overwrite is a usage error: nothing was run or written.
    return cause instanceof ConfigExistsError ? 2 : 1;
  }
}
