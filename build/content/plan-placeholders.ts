import { ContentError, ContentErrors, errorAt, type YamlSource } from './errors';

const PLACEHOLDER = /\{([A-Za-z0-9.]+)\}/g;

/**
 * Replaces every `{fact}` in the strings of `data` (a validated content file); an unknown name is a content
 * error at its line, listing the names that exist. Keys in `skip` are left as they are.
 */
export function resolvePlanFacts<T>(
  data: T,
  source: YamlSource,
  facts: Map<string, string>,
  skip: readonly string[] = [],
): T {
  const errors: ContentError[] = [];
  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      return value.replace(PLACEHOLDER, (whole, name: string) => {
        const fact = facts.get(name);
        if (fact !== undefined) return fact;
        errors.push(
          errorAt(
            source,
            path,
            `unknown placeholder ${whole}; known: ${[...facts.keys()].map((k) => `{${k}}`).join(', ')}`,
          ),
        );
        return whole;
      });
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          path.length === 0 && skip.includes(key) ? item : walk(item, [...path, key]),
        ]),
      );
    }
    return value;
  };
  const resolved = walk(data, []) as T;
  if (errors.length > 0) throw new ContentErrors(errors);
  return resolved;
}
