// Numbers and booleans as Docusaurus validates them: with Joi's `convert` on, so sites write `sidebar_position: "2"`
// (front matter) or `"position": "2"` (_category_.json) and get the number, and `"true"` the boolean. Joi's rules: a
// number in decimal or exponent form, spaces around it allowed; "true" or "false" in any case. Anything else is
// left as it is, for the schema to refuse with its usual message.
import { z } from 'zod';

const NUMBER_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** `schema` (a number), also given as text. */
export const convertedNumber = (schema: z.ZodNumber = z.number()) => z.preprocess((value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value), schema);

/** A boolean, also given as the text "true" or "false". */
export const convertedBoolean = () => z.preprocess((value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value), z.boolean());
