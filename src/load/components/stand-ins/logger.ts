// `@docusaurus/logger`, which a site's component or plugin imports to print messages (`logger.error('Image error: '
// + e.message)`, logger.info`Built path=${dir}`): the same functions, writing plain text (no colours: the build's
// output may be a file) to the console with Docusaurus's [INFO] / [WARNING] / [ERROR] / [SUCCESS] prefixes.

type Value = string | number | (string | number)[];

const plain = (msg: unknown): string => String(msg);
const quoted = (msg: unknown): string => `"${String(msg)}"`;

/** A tagged template as Docusaurus's logger reads it: `path=${x}`, `name=${x}`… mark a value's kind; arrays are lists. */
function interpolate(msgs: TemplateStringsArray, ...values: Value[]): string {
  let text = '';
  msgs.forEach((piece, index) => {
    const kind = /(path|url|name|code|subdue|number)=$/.exec(piece)?.[1];
    text += kind ? piece.slice(0, -kind.length - 1) : piece;
    if (index >= values.length) return;
    const value = values[index];
    const shown = (item: string | number) => (kind === 'path' ? quoted(item) : kind === 'code' ? `\`${item}\`` : String(item));
    text += Array.isArray(value) ? value.map((item) => `\n- ${shown(item)}`).join('') : shown(value);
  });
  return text;
}

/** A message given as text or as a tagged template. */
const message = (msg: unknown, values: Value[]): string => (Array.isArray(msg) && 'raw' in (msg as object) ? interpolate(msg as unknown as TemplateStringsArray, ...values) : msg instanceof Error ? String(msg.stack ?? msg) : String(msg));

const printer = (prefix: string, write: (text: string) => void) => (msg: unknown, ...values: Value[]) => write(`[${prefix}] ${message(msg, values)}`);

export function loggerModule(): Record<string, unknown> {
  const info = printer('INFO', console.info);
  const warn = printer('WARNING', console.warn);
  const error = printer('ERROR', console.error);
  const success = printer('SUCCESS', console.log);
  const logger = {
    red: plain, yellow: plain, green: plain, cyan: plain, bold: plain, dim: plain,
    path: quoted, url: plain, name: plain, code: (msg: unknown) => `\`${String(msg)}\``, subdue: plain, num: plain,
    interpolate, info, warn, error, success,
    /** As Docusaurus's reportMessage: 'ignore' says nothing, 'log' informs, 'warn' warns, 'throw' throws. */
    report: (severity: string) => (severity === 'ignore' ? () => undefined : severity === 'log' ? info : severity === 'warn' ? warn : severity === 'throw' ? (msg: unknown, ...values: Value[]) => { throw new Error(message(msg, values)); } : error),
    newLine: () => console.log(''),
  };
  return { __esModule: true, default: logger, logger };
}
