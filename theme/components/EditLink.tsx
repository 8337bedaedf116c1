import { useFrontmatter } from '@rspress/core/runtime';
import { EditLink as BaseEditLink } from '@rspress/core/theme-original';

/**
 * 'Edit this page' for hand-written pages; generated API pages have no source page to edit,
 * so they link to the spec file they come from instead (frontmatter `specSource`).
 */
export function EditLink() {
  const { frontmatter } = useFrontmatter();
  const spec = frontmatter.specSource as string | undefined;
  if (frontmatter.generated) {
    return spec ? (
      <a
        className="rp-edit-link spec-source-link"
        href={spec}
        target="_blank"
        rel="noopener noreferrer"
      >
        View the OpenAPI source of this page
      </a>
    ) : null;
  }
  return <BaseEditLink />;
}
