import type { Diagnostic } from './types.js';

/**
 * Thrown only where a stage cannot go on at all (no content folder, unreadable config).
 * Everything else is collected as a Diagnostic value.
 */
export class LendocsError extends Error {
  readonly diagnostic: Diagnostic;
  constructor(diagnostic: Omit<Diagnostic, 'severity'> & { severity?: Diagnostic['severity'] }) {
    super(diagnostic.message);
    this.name = 'LendocsError';
    this.diagnostic = { severity: 'error', ...diagnostic };
  }
}

export function error(code: string, message: string, where: { file?: string; line?: number; hint?: string } = {}): Diagnostic {
  return { severity: 'error', code, message, ...where };
}

export function warning(code: string, message: string, where: { file?: string; line?: number; hint?: string } = {}): Diagnostic {
  return { severity: 'warning', code, message, ...where };
}

export function hasErrors(diagnostics: Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Errors first, then by file and line, so related messages stand together. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      a.message.localeCompare(b.message),
  );
}

/** `error  content/docs/x.md:42  Link to a missing page "./y.md".` plus an indented hint line. */
export function formatDiagnostic(d: Diagnostic, color = false): string {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const label = d.severity === 'error' ? paint('31;1', 'error') : paint('33;1', 'warning');
  const where = d.file ? `${paint('36', d.line ? `${d.file}:${d.line}` : d.file)}  ` : '';
  const hint = d.hint ? `\n    ${paint('2', `hint: ${d.hint}`)}` : '';
  return `${label}  ${where}${d.message}${hint}`;
}
