import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { LendocsError } from '../errors.js';
import { isInside } from '../node/inside-folder.js';
import { gitRoot, realOrSelf } from '../node/git-root.js';
import { keyPath, parseYaml, schemaDiagnostics } from '../shared/yaml.js';
import { placeholderError, placeholderKeyPath, substituteDeep } from '../shared/placeholders.js';
import { PACKAGE_ROOT } from '../version.js';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../types.js';
import { configSchema, DEFAULT_URL, type ConfigSource, type ResolvedConfig } from './schema.js';
import { withVersions } from './versions.js';
import { BASE_PATH_EXAMPLE, basePathProblem } from '../shared/base-path.js';

import { CONFIG_FILE } from '../shared/site-paths.js';

export { CONFIG_FILE };

/** Path as people should read it: relative to the current directory when that is shorter. */
export function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : absolute;
}

const SITE_FOLDER = `A site folder holds ${CONFIG_FILE}, with docs/, blog/, pages/ and static/ beside it.`;

/**
 * The Docusaurus config in `folder`, when there is one: a Docusaurus site gets its lendocs.config.yml from
 * `lendocs migrate`, and the first command a Docusaurus user runs is usually `lendocs build` in that folder.
 */
function docusaurusConfigIn(folder: string): string | undefined {
  return ['js', 'mjs', 'cjs', 'ts', 'mts'].map((ext) => `docusaurus.config.${ext}`).find((name) => existsSync(path.join(folder, name)));
}

/** What to run for the Docusaurus site in `folder`, or undefined when it is not one. */
function migrateHint(folder: string): string | undefined {
  const docusaurus = docusaurusConfigIn(folder);
  const dir = path.relative(process.cwd(), folder) === '' ? '.' : displayPath(folder);
  return docusaurus && `${dir === '.' ? 'This folder' : `"${dir}"`} is a Docusaurus site (${docusaurus}): write its ${CONFIG_FILE} with "npx lendocs migrate ${dir}", then run "npx lendocs build --root ${dir}".`;
}

/** Reads and validates `lendocs.config.yml` in the content root. */
/** `environment`: the environment variables the config named, whose values are part of the site (build-record.ts). */
export async function loadConfig(root: string): Promise<{ config?: ResolvedConfig; source?: ConfigSource; environment?: string[]; diagnostics: Diagnostic[] }> {
  const absoluteRoot = path.resolve(root);
  if (!existsSync(absoluteRoot) || !statSync(absoluteRoot).isDirectory()) {
    throw new LendocsError({
      code: 'missing-content-dir',
      message: `The site folder "${displayPath(absoluteRoot)}" does not exist.`,
      // `lendocs build` run in a Docusaurus site's folder looks for the default site folder, content/, inside it.
      hint: migrateHint(path.dirname(absoluteRoot)) ?? `${SITE_FOLDER} Name yours with --root DIR (or run lendocs from it), or make one with "npx lendocs init my-docs".`,
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
        ? (migrateHint(absoluteRoot) ?? `${SITE_FOLDER} Name yours with --root DIR, make one with "npx lendocs init my-docs", or create ${CONFIG_FILE} here (every key is in ${configReference()}).`)
        : 'Check the file permissions.',
    });
  }
  const { yaml, diagnostics } = parseYaml(text, file);
  if (!yaml) return { diagnostics };
  const hint = `Every key, its type and its default are in ${configReference()}.`;
  if (yaml.value === null || typeof yaml.value !== 'object' || Array.isArray(yaml.value)) {
    return { diagnostics: [{ severity: 'error', code: 'invalid-config', message: 'The site config must be a YAML mapping of keys to values.', file, line: 1, hint }] };
  }
  const parsed = configSchema.safeParse(yaml.value);
  if (!parsed.success) return { diagnostics: schemaDiagnostics(parsed.error.issues, yaml, file, 'site config', hint, configSchema) };
  const placeholder = parsed.data.product ? undefined : placeholderKeyPath(yaml.value);
  if (placeholder) return { diagnostics: [placeholderError(file, yaml.lineOf(placeholder), `${keyPath(placeholder)} uses`)] };
  const substituted = withYear(substituteDeep(parsed.data, parsed.data.product));
  const based = withBasePath(substituted);
  if (typeof based === 'string') {
    return { diagnostics: [{ severity: 'error', code: 'invalid-config', message: based, file, line: yaml.lineOf([substituted.baseUrl === undefined ? 'url' : 'baseUrl']), hint: 'Give the origin alone as url (https://me.github.io) and the path as baseUrl (/project/), as Docusaurus does; or give the path in one of them only.' }] };
  }
  const clashes = blogIdClashes(based, yaml.lineOf, file);
  if (clashes.length > 0) return { diagnostics: clashes };
  const outside = based.allowOutsideContent ? [] : pathsOutside(absoluteRoot, based, yaml.lineOf, file);
  if (outside.length > 0) return { diagnostics: outside };
  const css = customCssProblems(absoluteRoot, based, yaml.lineOf, file);
  if (css.length > 0) return { diagnostics: css };
  // versions.json and the versioned sidebars files beside the config, as Docusaurus reads them.
  const versioned = await withVersions(absoluteRoot, based, displayPath);
  if (versioned.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: versioned.diagnostics };
  const askAi = askAiEndpoint(versioned.config, yaml.lineOf, file);
  if (askAi.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: askAi.diagnostics };
  const environment = versioned.config.search.askAi?.endpointEnv ? [versioned.config.search.askAi.endpointEnv] : [];
  return { config: askAi.config, source: { root: absoluteRoot, configFile: file, lineOf: yaml.lineOf }, environment, diagnostics: [...urlWarning(yaml.value, file), ...askAi.diagnostics] };
}

/** The config reference shipped with lendocs, as a path people can open from where they are. */
export function configReference(): string {
  return displayPath(fileURLToPath(new URL('docs/config-reference.md', PACKAGE_ROOT)));
}

/** A site without `url` builds (links say DEFAULT_URL), with a reminder to set it before publishing. */
function urlWarning(raw: object, file: string): Diagnostic[] {
  if ('url' in raw) return [];
  return [{
    severity: 'warning',
    code: 'missing-url',
    message: `No "url": canonical links, the sitemap, feeds and llms.txt use ${DEFAULT_URL}.`,
    file,
    line: 1,
    hint: 'Before publishing, set "url" to the address the site is served at (url: https://docs.example.com).',
  }];
}

/**
 * `paths` entries that lead out of the content root (`static: ../outside`), which would publish files from there.
 * The folders pages are made of (docs, blog, pages, each docs instance's) may lie beside the site folder inside the
 * git repository that holds it, as Docusaurus reads them (`path: '../docs'` beside `website/`): lendocs only reads
 * there, and still refuses such a folder anywhere else on the machine.
 */
function pathsOutside(root: string, config: ResolvedConfig, lineOf: (keys: (string | number)[]) => number, file: string): Diagnostic[] {
  // Each docs instance's folder too (`docs.instances[1].path`).
  const folders: [string, string, (string | number)[]][] = [
    ...Object.entries(config.paths).flatMap(([key, value]): [string, string, (string | number)[]][] =>
      // Each static folder of a list by its place in it (`paths.static[1]`).
      typeof value === 'string' ? [[`paths.${key}`, value, ['paths', key]]] : value.length === 1 ? [[`paths.${key}`, value[0], ['paths', key]]] : value.map((folder, index) => [`paths.${key}[${index}]`, folder, ['paths', key, index]]),
    ),
    ...(config.docs.instances ?? []).map((instance, index): [string, string, (string | number)[]] => [`docs.instances[${index}].path`, instance.path, ['docs', 'instances', index, 'path']]),
    ...(config.blog.instances ?? []).map((instance, index): [string, string, (string | number)[]] => [`blog.instances[${index}].path`, instance.path, ['blog', 'instances', index, 'path']]),
  ];
  const repository = gitRoot(root);
  return folders
    .filter(([name, value]) => {
      const absolute = path.resolve(root, value);
      if (isInside(root, absolute)) return false;
      return !(PAGE_FOLDERS.has(name.replace(/\[\d+\]/, '[]')) && repository !== undefined && isInside(repository, realOrSelf(absolute)));
    })
    .map(([name, value, keys]) => ({
      severity: 'error' as const,
      code: 'outside-path',
      message: `${name} is "${value}", which is outside the content folder ${displayPath(root)}.`,
      file,
      line: lineOf(keys),
      hint: PAGE_FOLDERS.has(name.replace(/\[\d+\]/, '[]'))
        ? `Use a folder inside the content folder, or inside the git repository that holds it (a docs folder beside the site folder is read from there). If publishing files from elsewhere is intended, set "allowOutsideContent: true" in ${CONFIG_FILE}.`
        : `Use a folder inside the content folder. If publishing files from outside it is intended, set "allowOutsideContent: true" in ${CONFIG_FILE}.`,
    }));
}

/** A blog instance named as a docs instance: both are `<id>/…` in messages and links, so one would hide the other. */
function blogIdClashes(config: ResolvedConfig, lineOf: (keys: (string | number)[]) => number, file: string): Diagnostic[] {
  const docsIds = new Set((config.docs.instances ?? []).map((instance) => instance.id));
  return (config.blog.instances ?? []).flatMap((instance, index) =>
    docsIds.has(instance.id)
      ? [{ severity: 'error' as const, code: 'invalid-config', message: `blog.instances[${index}].id is "${instance.id}", which a docs instance is named too.`, file, line: lineOf(['blog', 'instances', index, 'id']), hint: 'Give the blog another id: its URLs come from its routeBasePath, not its id.' }]
      : [],
  );
}

/** The folders pages are made of, by their key: read where the git repository of the site folder has them. */
const PAGE_FOLDERS = new Set(['paths.docs', 'paths.blog', 'paths.pages', 'docs.instances[].path', 'blog.instances[].path']);

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
  // The base then comes from url: it is held to the same rule as baseUrl (`https://docs.example.com//evil.example`).
  const problem = config.baseUrl === undefined ? basePathProblem(urlPath, true) : undefined;
  if (problem) return `url "${config.url}" has the path "${urlPath}", which is not a base path: ${problem}. Write "/" or "/segment/…/", for example "${BASE_PATH_EXAMPLE}".`;
  const baseUrl = config.baseUrl ?? urlPath;
  return { ...config, baseUrl, url: parsed.origin + baseUrl.slice(0, -1) };
}

/** `customCss` files that are missing, or outside the site folder when that is not allowed. */
function customCssProblems(root: string, config: ResolvedConfig, lineOf: (keys: (string | number)[]) => number, file: string): Diagnostic[] {
  return config.customCss.flatMap((entry, index): Diagnostic[] => {
    const absolute = path.resolve(root, entry);
    const where = { severity: 'error' as const, file, line: lineOf(['customCss', index]) };
    if (!config.allowOutsideContent && !isInside(root, absolute)) {
      return [{ ...where, code: 'outside-path', message: `customCss[${index}] is "${entry}", which is outside the site folder ${displayPath(root)}.`, hint: 'Move the stylesheet into the site folder (css/custom.css), or set "allowOutsideContent: true".' }];
    }
    if (existsSync(absolute) && statSync(absolute).isFile()) return [];
    return [{ ...where, code: 'missing-file', message: `customCss[${index}] is "${entry}", but ${displayPath(absolute)} is not a file.`, hint: 'Give the path of a .css file relative to the site folder (the folder of lendocs.config.yml).' }];
  });
}

/**
 * `search.askAi.endpointEnv`: the endpoint is read from the environment of the build, so it need not be committed.
 * Unset, the site builds without the Ask AI mode and the build says so; set to something that is not a URL, it is
 * an error at that key.
 */
function askAiEndpoint(config: ResolvedConfig, lineOf: ConfigSource['lineOf'], file: string): { config: ResolvedConfig; diagnostics: Diagnostic[] } {
  const askAi = config.search.askAi;
  if (!askAi?.endpointEnv) return { config, diagnostics: [] };
  const name = askAi.endpointEnv;
  const value = process.env[name]?.trim();
  const line = lineOf(['search', 'askAi', 'endpointEnv']);
  if (!value) {
    const { askAi: _dropped, ...search } = config.search;
    return {
      config: { ...config, search },
      diagnostics: [{ severity: 'warning', code: 'ask-ai-endpoint-unset', message: `search.askAi.endpointEnv names ${name}, which is not set: the search modal will not offer Ask AI.`, file, line, hint: `Set ${name} to the chat-completions URL when you build (${name}=https://… lendocs build).` }],
    };
  }
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    return { config, diagnostics: [{ severity: 'error', code: 'invalid-config', message: `${name} (search.askAi.endpointEnv) is "${value}", which is not an http(s) URL.`, file, line, hint: `Set ${name} to the chat-completions URL, such as https://llm.example/v1/chat/completions.` }] };
  }
  return { config: { ...config, search: { ...config.search, askAi: { ...askAi, endpoint: value } } }, diagnostics: [] };
}

/** `{year}` in the footer's copyright is the year the site is built in (Docusaurus sites compute it in their config). */
function withYear<T extends { footer: { copyright: string } }>(config: T): T {
  if (!config.footer.copyright.includes('{year}')) return config;
  return { ...config, footer: { ...config.footer, copyright: config.footer.copyright.split('{year}').join(String(new Date().getFullYear())) } };
}
