// Operators on values an expression has read: JavaScript's own, with a BigInt's size checked before it is computed
// and JavaScript's errors (1n / 0n, 1n + 1) turned into an expression left out.
import { bitLength, type EvaluationBudget } from './budget.js';
import { UnsupportedExpression } from './values.js';

export function unary(operator: string, value: any): unknown {
  switch (operator) {
    case '-': return js(() => -value);
    case '+': return js(() => +value);
    case '!': return !value;
    case 'typeof': return typeof value;
    case 'void': return undefined;
    default: throw new UnsupportedExpression(`lendocs cannot evaluate the operator ${operator}`);
  }
}

export function binary(operator: string, a: any, b: any, budget: EvaluationBudget): unknown {
  if (typeof a === 'bigint' && typeof b === 'bigint') budget.bigint(leastBits(operator, a, b), true);
  // Other operators on lists and objects read them as they are (no larger than they are): only + makes text.
  else if (operator === '+' && (typeof a === 'string' || typeof b === 'string' || typeof a === 'object' || typeof b === 'object')) budget.make(budget.sizeOf(a) + budget.sizeOf(b), 'text');
  const result = operate(operator, a, b);
  if (typeof result === 'bigint') budget.bigint(bitLength(result));
  return result;
}

function operate(operator: string, a: any, b: any): unknown {
  return js(() => {
    switch (operator) {
      case '+': return a + b;
      case '-': return a - b;
      case '*': return a * b;
      case '/': return a / b;
      case '%': return a % b;
      case '**': return a ** b;
      case '===': return a === b;
      case '!==': return a !== b;
      case '==': return a == b; // eslint-disable-line eqeqeq
      case '!=': return a != b; // eslint-disable-line eqeqeq
      case '<': return a < b;
      case '>': return a > b;
      case '<=': return a <= b;
      case '>=': return a >= b;
      default: throw new UnsupportedExpression(`lendocs cannot evaluate the operator ${operator}`);
    }
  });
}

/**
 * Bits a BigInt result cannot have fewer of, known before it is computed: one far over the limit (`2n ** 1000000000n`)
 * is refused at once, and one that passes costs at most twice the limit to compute, then is measured exactly.
 */
function leastBits(operator: string, a: bigint, b: bigint): number | bigint {
  if (operator === '*') return a === 0n || b === 0n ? 0 : bitLength(a) + bitLength(b) - 1;
  // |a| ** b has at least b * (bits of |a| - 1) + 1 bits; 0, 1 and -1 stay small whatever b is.
  if (operator === '**' && b > 0n && bitLength(a) > 1) return BigInt(bitLength(a) - 1) * b + 1n;
  return 0;
}

/** JavaScript's own errors on a value (1n / 0n, 1n + 1, an object with no text) as an expression left out. */
export function js<T>(run: () => T): T {
  try {
    return run();
  } catch (cause) {
    if (cause instanceof TypeError || cause instanceof RangeError) throw new UnsupportedExpression(`JavaScript fails on it: ${cause.message}`);
    throw cause;
  }
}
