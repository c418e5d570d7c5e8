// `lendocs write-translations`: writes (or completes) the JSON files a translator fills in for one locale, and says
// which it wrote and how many messages each gained.
import path from 'node:path';
import { formatDiagnostic, hasErrors, sortDiagnostics } from '../errors.js';
import { UNKNOWN_LOCALE } from '../shared/locales.js';
import type { Output } from './output.js';

export interface WriteTranslationsCommandOptions {
  root: string;
  locale?: string;
}

export async function runWriteTranslations(options: WriteTranslationsCommandOptions, output: Output): Promise<number> {
  const { writeTranslations } = await import('../pipeline/write-translations.js');
  const root = path.resolve(options.root);
  const { written, diagnostics } = await writeTranslations({ root, locale: options.locale });
  for (const diagnostic of sortDiagnostics(diagnostics)) output.err(formatDiagnostic(diagnostic, output.color));
  if (diagnostics.some((d) => d.code === UNKNOWN_LOCALE)) return 2;
  for (const { file, messages, added } of written) output.out(`${path.join(path.relative(process.cwd(), root) || '.', file)}: ${messages} message${messages === 1 ? '' : 's'}, ${added} new`);
  if (written.length > 0) output.out('Messages already translated were kept. Fill in the others, then build.');
  return hasErrors(diagnostics) ? 1 : 0;
}
