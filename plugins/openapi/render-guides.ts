import { esc } from '../shared/html';

/** A guide that links to an operation (plugins/api-links/guides.ts). */
export interface GuideRef {
  route: string;
  title: string;
}

/** The "Guides" section of an operation page: the guides whose prose links to it, by title. */
export function renderGuides(guides: readonly GuideRef[]): string {
  return `<p>Guides that use this operation:</p><ul class="api-guides">${guides
    .map((g) => `<li><a href="${esc(g.route)}">${esc(g.title)}</a></li>`)
    .join('')}</ul>`;
}
