import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { LendocsError } from '../errors.js';
import { parseYaml, schemaDiagnostics } from '../shared/yaml.js';
import { substituteDeep } from '../shared/placeholders.js';
import type { Diagnostic } from '../types.js';
import { configSchema, type ConfigSource, type ResolvedConfig } from './schema.js';

export const CONFIG_FILE = 'lendocs.config.yml';

/** Path as people should read it: relative to the current directory when that is shorter. */
export function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : absolute;
}

/** Reads and validates `lendocs.config.yml` in the content root. */
export async function loadConfig(root: string): Promise<{ config?: ResolvedConfig; source?: ConfigSource; diagnostics: Diagnostic[] }> {
  const absoluteRoot = path.resolve(root);
  if (!existsSync(absoluteRoot) || !statSync(absoluteRoot).isDirectory()) {
    throw new LendocsError({
      code: 'missing-content-dir',
      message: `The content folder "${displayPath(absoluteRoot)}" does not exist.`,
      hint: 'Run lendocs from your project folder, or pass the folder that holds lendocs.config.yml with --root DIR.',
    });
  }
  const configPath = path.join(absoluteRoot, CONFIG_FILE);
  const file = displayPath(configPath);
  let text: string;
  try {
    text = await readFile(configPath, 'utf8');
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    throw new LendocsError({
      code: 'missing-config',
      message: missing ? `No site config: ${file} does not exist.` : `Cannot read ${file}: ${(cause as Error).message}`,
      file,
      hint: missing
        ? `Create ${CONFIG_FILE} in the content folder (see content/${CONFIG_FILE} in the lendocs repository for a documented example).`
        : 'Check the file permissions.',
    });
  }
  const { yaml, diagnostics } = parseYaml(text, file);
  if (!yaml) return { diagnostics };
  const hint = `See the documented keys in src/config/schema.ts, or the example content/${CONFIG_FILE}.`;
  if (yaml.value === null || typeof yaml.value !== 'object' || Array.isArray(yaml.value)) {
    return { diagnostics: [{ severity: 'error', code: 'invalid-config', message: 'The site config must be a YAML mapping of keys to values.', file, line: 1, hint }] };
  }
  const parsed = configSchema.safeParse(yaml.value);
  if (!parsed.success) return { diagnostics: schemaDiagnostics(parsed.error.issues, yaml, file, 'site config', hint, configSchema) };
  const substituted = substituteDeep(parsed.data, parsed.data.product);
  const based = withBasePath(substituted);
  if (typeof based === 'string') {
    return { diagnostics: [{ severity: 'error', code: 'invalid-config', message: based, file, line: yaml.lineOf(['baseUrl']), hint: 'Give the origin alone as url (https://me.github.io) and the path as baseUrl (/project/), as Docusaurus does; or give the path in one of them only.' }] };
  }
  const outside = based.allowOutsideContent ? [] : pathsOutside(absoluteRoot, based, yaml.lineOf, file);
  if (outside.length > 0) return { diagnostics: outside };
  return { config: based, source: { root: absoluteRoot, configFile: file, lineOf: yaml.lineOf }, diagnostics: [] };
}

/** `paths` entries that lead out of the content root (`static: ../outside`), which would publish files from there. */
function pathsOutside(root: string, config: ResolvedConfig, lineOf: (keys: (string | number)[]) => number, file: string): Diagnostic[] {
  // Each docs instance's folder too (`docs.instances[1].path`).
  const folders: [string, string, (string | number)[]][] = [
    ...Object.entries(config.paths).map(([key, value]): [string, string, string[]] => [`paths.${key}`, value, ['paths', key]]),
    ...(config.docs.instances ?? []).map((instance, index): [string, string, (string | number)[]] => [`docs.instances[${index}].path`, instance.path, ['docs', 'instances', index, 'path']]),
  ];
  return folders
    .filter(([, value]) => {
      const relative = path.relative(root, path.resolve(root, value));
      return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
    })
    .map(([name, value, keys]) => ({
      severity: 'error' as const,
      code: 'outside-path',
      message: `${name} is "${value}", which is outside the content folder ${displayPath(root)}.`,
      file,
      line: lineOf(keys),
      hint: `Use a folder inside the content folder. If publishing files from outside it is intended, set "allowOutsideContent: true" in ${CONFIG_FILE}.`,
    }));
}

/**
 * Settles the base path: `baseUrl` when given, else the path of `url`; and `url` then always ends with the base,
 * so absolute URLs are `url` + a base-less path. A path in `url` that disagrees with `baseUrl` is a message.
 */
function withBasePath(config: Omit<ResolvedConfig, 'baseUrl'> & { baseUrl?: string }): ResolvedConfig | string {
  const parsed = new URL(config.url);
  const urlPath = parsed.pathname.endsWith('/') ? parsed.pathname : `${parsed.pathname}/`;
  if (config.baseUrl !== undefined && urlPath !== '/' && urlPath !== config.baseUrl) {
    return `url "${config.url}" has the path "${urlPath}", but baseUrl is "${config.baseUrl}".`;
  }
  const baseUrl = config.baseUrl ?? urlPath;
  return { ...config, baseUrl, url: parsed.origin + baseUrl.slice(0, -1) };
}
