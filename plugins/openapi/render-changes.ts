import { esc } from '../shared/html';
import type { PageSource } from '../shared/page-file';
import type { OperationRef, VersionDiff } from './compare-versions';
import { methodBadge } from './render-operation';

/** Changes listed per operation; a schema rewrite can touch hundreds of fields. */
const CHANGES_SHOWN = 25;

/** A change sentence with its `code spans` as <code>. */
const sentence = (s: string) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

function table(ops: OperationRef[], base: string): string {
  if (!ops.length) return '<p>None.</p>';
  const rows = ops
    .map(
      (o) =>
        `<tr><td>${methodBadge(o.method)}</td><td><code class="api-path">${esc(o.path)}</code></td><td><a href="${esc(`${base}/${o.slug}`)}">${esc(o.summary)}</a></td></tr>`,
    )
    .join('');
  return `<div class="api-table-wrap"><table class="api-op-table"><thead><tr><th>Method</th><th>Path</th><th>Operation</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** The "What changed" page of an API version: its differences from the previous version in the list. */
export function renderChangesPage(v: {
  label: string;
  base: string;
  before: { label: string; base: string };
  diff: VersionDiff;
}): PageSource {
  const { diff, before } = v;
  const count = (n: number, what: string) => `<strong>${n}</strong> ${what}`;
  const changed = diff.changed
    .map((c) => {
      const shown = c.changes.slice(0, CHANGES_SHOWN).map((s) => `<li>${sentence(s)}</li>`);
      if (c.changes.length > CHANGES_SHOWN)
        shown.push(`<li>… and ${c.changes.length - CHANGES_SHOWN} more</li>`);
      return `<li><p>${methodBadge(c.after.method)} <a href="${esc(`${v.base}/${c.after.slug}`)}">${esc(c.after.summary)}</a> <code class="api-path">${esc(c.after.path)}</code> · <a href="${esc(`${before.base}/${c.before.slug}`)}">in ${esc(before.label)}</a></p><ul>${shown.join('')}</ul></li>`;
    })
    .join('');
  return {
    title: `What changed in ${v.label}`,
    description: `Operations added, removed and changed in the ${v.label} since the ${before.label}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed.`,
    sections: [
      {
        heading: { level: 1, text: `What changed in ${v.label}` },
        html: `<p>Compared with the <a href="${esc(before.base)}">${esc(before.label)}</a>: ${count(diff.added.length, 'operations added')}, ${count(diff.removed.length, 'removed')} and ${count(diff.changed.length, 'changed')}. Operations are matched by <code>operationId</code>, else by method and path; a change is a parameter added, removed, made required or optional, a request or response field added or removed, or a status code added or removed.</p>`,
      },
      { heading: { level: 2, text: 'Added operations' }, html: table(diff.added, v.base) },
      {
        heading: { level: 2, text: 'Removed operations' },
        html: diff.removed.length
          ? `<p>These remain documented in the ${esc(before.label)}.</p>${table(diff.removed, before.base)}`
          : '<p>None.</p>',
      },
      {
        heading: { level: 2, text: 'Changed operations' },
        html: changed ? `<ul class="api-changes">${changed}</ul>` : '<p>None.</p>',
      },
    ],
  };
}
