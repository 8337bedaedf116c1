import { esc } from '../shared/html';
import type { ApiOperation } from './model';
import { deref } from './resolve-ref';
import type { OpenApiDocument, SchemaObject } from './types';

/** A badge of an operation: from `x-badges` (Redocly and Scalar's convention) or derived (Experimental). */
export interface OpBadge {
  name: string;
  /** A CSS colour from the spec, checked: drawn as the badge's mark, never as its text colour (contrast). */
  color?: string;
  position: 'before' | 'after';
}

/** How to call an operation that is behind an experimental header (`X-Acme-Experimental`: any `X-…-Experimental` header). */
export interface ExperimentalHeader {
  name: string;
  value?: string;
}

// Hex, rgb()/hsl() with plain numbers, or a colour keyword: nothing that could end the style attribute.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)|[a-z]{3,20})$/i;
const EXPERIMENTAL = /^x-[a-z0-9-]*-?experimental$/i;

/** `x-badges` of an operation, malformed entries left out. */
export function specBadges(op: ApiOperation): OpBadge[] {
  const raw = (op.op as Record<string, unknown>)['x-badges'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((b): OpBadge[] => {
    if (!b || typeof b !== 'object') return [];
    const { name, color, position } = b as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return [];
    return [
      {
        name: name.trim(),
        ...(typeof color === 'string' && COLOR.test(color.trim()) ? { color: color.trim() } : {}),
        position: position === 'before' ? 'before' : 'after',
      },
    ];
  });
}

/** The required `X-…-Experimental` header parameter of an operation, with the value its spec gives (example, else default). */
export function experimentalHeader(
  doc: OpenApiDocument,
  op: ApiOperation,
): ExperimentalHeader | undefined {
  const p = op.parameters.find((x) => x.in === 'header' && x.required && EXPERIMENTAL.test(x.name));
  if (!p) return undefined;
  const schema = deref<SchemaObject>(doc, p.schema) ?? {};
  const named = p.examples
    ? Object.values(p.examples)
        .map((e) => deref<{ value?: unknown }>(doc, e as never)?.value)
        .find((v) => v !== undefined)
    : undefined;
  const value =
    p.example ??
    named ??
    schema.example ??
    schema.default ??
    (Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : undefined);
  return {
    name: p.name,
    ...(value !== undefined && value !== null ? { value: String(value) } : {}),
  };
}

/** Every badge an operation shows, in the page header and its sidebar entry (deprecated stays as it was). */
export function operationBadges(doc: OpenApiDocument, op: ApiOperation): OpBadge[] {
  const badges = specBadges(op);
  if (experimentalHeader(doc, op) && !badges.some((b) => /^experimental$/i.test(b.name)))
    badges.push({ name: 'Experimental', position: 'after' });
  return badges;
}

export const badgeHtml = (b: OpBadge) =>
  b.color
    ? `<span class="api-badge api-badge--spec" style="--api-badge-mark:${esc(b.color)}">${esc(b.name)}</span>`
    : `<span class="api-badge api-badge--spec">${esc(b.name)}</span>`;

/** The sentence under an experimental operation's title: which header to send, with which value. */
export function experimentalNote(h: ExperimentalHeader): string {
  const header =
    h.value !== undefined
      ? `<code>${esc(`${h.name}: ${h.value}`)}</code>`
      : `the <code>${esc(h.name)}</code> header`;
  return `<div class="api-experimental" role="note">This operation is experimental: it may change without notice. Send ${header} with each request to use it.</div>`;
}
