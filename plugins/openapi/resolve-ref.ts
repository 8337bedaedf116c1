import type { OpenApiDocument } from './types';

// Decoded pointers by ref: a spec has a few thousand refs, followed millions of times.
const segments = new Map<string, readonly string[] | null>();

/** Decodes a JSON pointer fragment (`#/components/schemas/A~1B`) into path segments (shared: not to be changed). */
export function pointerSegments(ref: string): readonly string[] | null {
  let segs = segments.get(ref);
  if (segs === undefined) {
    segs = ref.startsWith('#/')
      ? Object.freeze(
          ref
            .slice(2)
            .split('/')
            .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~')),
        )
      : null;
    segments.set(ref, segs);
  }
  return segs;
}

/** Name of the component a ref points to (`#/components/schemas/Account` → `Account`). */
export function refName(ref: string): string {
  const segs = pointerSegments(ref);
  return segs?.[segs.length - 1] ?? ref;
}

/**
 * Follows internal `$ref`s (a bundled document has only internal ones) until a non-ref
 * object; returns `undefined` when a ref cannot be followed or refs loop.
 */
export function deref<T>(
  doc: OpenApiDocument,
  value: T | { $ref: string } | undefined,
): T | undefined {
  let current: unknown = value;
  const seen = new Set<string>();
  while (
    current &&
    typeof current === 'object' &&
    typeof (current as { $ref?: unknown }).$ref === 'string'
  ) {
    const ref = (current as { $ref: string }).$ref;
    if (seen.has(ref)) return undefined;
    seen.add(ref);
    const segs = pointerSegments(ref);
    if (!segs) return undefined;
    let target: unknown = doc;
    for (const s of segs) {
      if (target && typeof target === 'object') target = (target as Record<string, unknown>)[s];
      else return undefined;
    }
    current = target;
  }
  return current as T | undefined;
}
