// Inline HTML in the site config (the announcement bar, the footer's copyright line), written into every page as
// it is. Its links and sources follow the rule of every other link (src/shared/safe-url.ts): a `javascript:` href
// here runs on every page, so it is refused at its key like one in a navbar item.
import { Parser } from 'htmlparser2';
import { z } from 'zod';
import { LINK_URL, urlProblem } from '../shared/safe-url.js';

/** Attributes whose value a browser follows, loads or submits to. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'cite', 'background']);

/** The first unsafe link or source in `html`, as the browser reads it (entities decoded), with its tag. */
export function unsafeLink(html: string): string | undefined {
  let found: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          const problem = URL_ATTRIBUTES.has(attribute) && !found ? urlProblem(value, LINK_URL) : undefined;
          if (problem) found = `<${name} ${attribute}>: ${problem}`;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

export const inlineHtml = z.string().superRefine((value, context) => {
  const problem = unsafeLink(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
