import kebabCase from 'lodash-es/kebabCase.js';

/** lodash-style kebab-case: `getAccountById` → `get-account-by-id`, `runAdvancedSearchbyID` → `run-advanced-searchby-id`. */
export function toSlug(text: string): string {
  return kebabCase(text);
}

/** Slug of an operation: its operationId, else `method path` (`GET /nodes/{id}` → `get-nodes-id`). */
export function operationSlug(op: { operationId?: string; method: string; path: string }): string {
  const base = op.operationId?.trim() ? op.operationId : `${op.method} ${op.path}`;
  return toSlug(base) || 'operation';
}
