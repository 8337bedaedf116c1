const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\n': '&#10;',
  '\r\n': '&#10;',
};

/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  const text = String(value ?? '');
  // One pass, and none for the many names and ids that need no escaping. Line breaks become
  // references: a blank line would end the Markdown HTML block (a lone \r is kept as it is).
  return /[&<>"'\n]/.test(text) ? text.replace(/[&<>"']|\r?\n/g, (c) => ESCAPES[c]!) : text;
}

/** Escapes text for element content only (quotes need no escaping there): code samples are mostly quotes. */
export function escText(value: string): string {
  return /[&<>\n]/.test(value) ? value.replace(/[&<>]|\r?\n/g, (c) => ESCAPES[c]!) : value;
}

/** Shortens very long strings (e.g. base64 blobs in examples) so pages stay small. */
export function clip(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}
