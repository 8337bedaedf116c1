/**
 * Which media type of an OpenAPI `content` map carries JSON: `application/json` or a `+json` type
 * (`application/json-patch+json`, `application/scim+json`), parameters allowed. One rule for the
 * code samples' body, the "What changed" field diff and the content rules' request checks.
 */
const JSON_MEDIA = /^application\/([\w.-]+\+)?json\b/;

export const isJsonMediaType = (type: string): boolean => JSON_MEDIA.test(type);

/** The first JSON media type of `types`, else the first of them (undefined when there is none). */
export function jsonOrFirstMediaType(types: readonly string[]): string | undefined {
  return types.find(isJsonMediaType) ?? types[0];
}
