/**
 * The places in a request-body JSON Schema where an object leaves its properties open: no
 * `properties` list, or no `additionalProperties: false`. Validation drops unknown fields only where
 * an object is closed, so an open one would let fields nobody declared (`owner`, `id`, `plan`)
 * through to a handler. Paths are written like `body`, `body.theme`, `body[]`.
 */
export function openObjectsIn(schema: unknown, path = 'body'): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  const isObject = node.type === 'object' || 'properties' in node;
  if (isObject && (typeof node.properties !== 'object' || node.additionalProperties !== false)) {
    found.push(path);
  }
  if (node.properties && typeof node.properties === 'object') {
    for (const [name, inner] of Object.entries(node.properties)) {
      found.push(...openObjectsIn(inner, `${path}.${name}`));
    }
  }
  if (node.items !== undefined) found.push(...openObjectsIn(node.items, `${path}[]`));
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = node[keyword];
    if (Array.isArray(options))
      options.forEach((inner, i) => found.push(...openObjectsIn(inner, `${path}<${i}>`)));
  }
  return found;
}
