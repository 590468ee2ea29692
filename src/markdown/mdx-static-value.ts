/**
 * Evaluates an MDX expression without running it: only literals (strings, numbers, booleans, null,
 * template strings without `${}`, negative numbers) and arrays and objects made of them. Anything else
 * is "not static". Works on the estree remark-mdx attaches to expression nodes; imports nothing.
 */

/** What an expression is worth when it can be known at build time. */
export type StaticValue = string | number | boolean | null | undefined | StaticValue[] | { [key: string]: StaticValue };

/** The result: `ok` false when the expression needs code to run. `empty` for `{/* comment *\/}`. */
export type Evaluated = { ok: true; value: StaticValue; empty?: boolean } | { ok: false };

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** Evaluates the estree `Program` remark-mdx puts in `node.data.estree` of an expression. */
export function evaluateProgram(program: unknown): Evaluated {
  const body = (program as { body?: EstreeNode[] } | undefined)?.body;
  if (!body) return { ok: false };
  if (body.length === 0) return { ok: true, value: undefined, empty: true };
  const statement = body[0]!;
  if (body.length !== 1 || statement.type !== 'ExpressionStatement') return { ok: false };
  return evaluate(statement.expression as EstreeNode);
}

function evaluate(node: EstreeNode): Evaluated {
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { ok: true, value };
      return { ok: false }; // RegExp, BigInt
    }
    case 'Identifier':
      return node.name === 'undefined' ? { ok: true, value: undefined } : { ok: false };
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      if ((node.expressions as unknown[]).length > 0) return { ok: false };
      return { ok: true, value: quasis.map((q) => q.value.cooked ?? '').join('') };
    }
    case 'UnaryExpression': {
      const argument = evaluate(node.argument as EstreeNode);
      if (!argument.ok || typeof argument.value !== 'number') return { ok: false };
      if (node.operator === '-') return { ok: true, value: -argument.value };
      if (node.operator === '+') return argument;
      return { ok: false };
    }
    case 'ArrayExpression': {
      const out: StaticValue[] = [];
      for (const element of node.elements as (EstreeNode | null)[]) {
        if (!element || element.type === 'SpreadElement') return { ok: false };
        const value = evaluate(element);
        if (!value.ok) return value;
        out.push(value.value);
      }
      return { ok: true, value: out };
    }
    case 'ObjectExpression': {
      const out: { [key: string]: StaticValue } = {};
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return { ok: false };
        const key = property.key as EstreeNode;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        if (name === undefined) return { ok: false };
        const value = evaluate(property.value as EstreeNode);
        if (!value.ok) return value;
        out[name] = value.value;
      }
      return { ok: true, value: out };
    }
    default:
      return { ok: false };
  }
}
