/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return (
    String(value ?? '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
      // Keep generated HTML blocks free of line breaks: a blank line would end the
      // Markdown HTML block, and braces/backslashes are harmless once escaped.
      .replace(/\r?\n/g, '&#10;')
  );
}

/** Escapes text for element content only (quotes need no escaping there): code samples are mostly quotes. */
export function escText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, '&#10;');
}

/** Shortens very long strings (e.g. base64 blobs in examples) so pages stay small. */
export function clip(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}
