import { esc } from '../shared/html';
import type { PageSource } from '../shared/page-file';
import type { TaggedPage } from './collect-tags';

const TAGS_BASE = '/idn/tags';
const META = { pageType: 'doc-wide', sidebar: false, outline: false } as const;

export function renderTagIndex(byTag: Map<string, TaggedPage[]>): PageSource {
  const items = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, pages]) =>
        `<li><a class="tag-chip" href="${TAGS_BASE}/${esc(tag)}">${esc(tag)} <span class="tag-chip__count" aria-label="${pages.length} pages">${pages.length}</span></a></li>`,
    )
    .join('');
  return {
    title: 'Tags',
    description: 'Every tag used on the documentation pages, with the number of pages for each.',
    extra: META,
    sections: [
      {
        heading: { level: 1, text: 'Tags' },
        html: `<p>Pages are tagged by topic. Pick a tag to see every page about it.</p><ul class="tag-list">${items}</ul>`,
      },
    ],
  };
}

export function renderTagPage(tag: string, pages: TaggedPage[]): PageSource {
  const rows = pages
    .map(
      (p) =>
        `<li class="tag-page"><a class="tag-page__title" href="${esc(p.route)}">${esc(p.title)}</a>${p.description ? `<p class="tag-page__desc">${esc(p.description)}</p>` : ''}</li>`,
    )
    .join('');
  return {
    title: `Pages tagged "${tag}"`,
    description: `${pages.length} page${pages.length === 1 ? '' : 's'} tagged ${tag}.`,
    extra: META,
    sections: [
      {
        heading: {
          level: 1,
          text: `${pages.length} page${pages.length === 1 ? '' : 's'} tagged "${tag}"`,
        },
        html: `<p><a href="${TAGS_BASE}">View all tags</a></p><ul class="tag-pages">${rows}</ul>`,
      },
    ],
  };
}

export { TAGS_BASE };
