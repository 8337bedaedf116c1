/** The 32 tags of spec §2. Pages declare tags in frontmatter; this list is what the build accepts. */
export const TAGS = [
  'authentication', 'authorization', 'available-event-triggers', 'cli', 'connectivity',
  'connector-command', 'connector-spec', 'docs', 'early-access-event-triggers', 'event-triggers',
  'fire-and-forget', 'first', 'getting-started', 'guides', 'introduction', 'java', 'password',
  'permissions', 'policies', 'postman', 'provisioning', 'rate-limit', 'request-response', 'rules',
  'saa-s-configuration', 'scopes', 'sdk', 'service-account', 'software-development-kit',
  'standard-collection-parameters', 'transform-operations', 'transforms',
] as const;
export type Tag = (typeof TAGS)[number];
