import type { Blockquote, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** GitHub's alert types, and their titles. */
export const ALERTS = {
  note: 'Note',
  tip: 'Tip',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
} as const;
export type AlertType = keyof typeof ALERTS;

const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(\r?\n|$)/i;

/** The classes the portal's admonitions use (Rspress's `:::tip` containers): its styles apply in light and dark mode. */
export const alertClasses = (type: AlertType) => ({
  box: ['rp-callout', `rp-callout--${type}`],
  title: ['rp-callout__title'],
  content: ['rp-callout__content'],
});

/**
 * Remark plugin: a blockquote that starts with a GitHub alert marker (`> [!NOTE]`, `[!TIP]`,
 * `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`) becomes the markup of the portal's own admonitions
 * (`div.rp-callout.rp-callout--note` with a title and a content part). Other blockquotes stay.
 */
export function remarkAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const lead = first.children[0];
      if (lead?.type !== 'text') return;
      const m = MARKER.exec(lead.value);
      if (!m) return;
      const type = m[1]!.toLowerCase() as AlertType;
      lead.value = lead.value.slice(m[0].length);
      if (!lead.value) first.children.shift();
      // A line break right after the marker (`[!NOTE]` then two spaces) leaves a break first.
      if (first.children[0]?.type === 'break') first.children.shift();
      const body = first.children.length ? node.children : node.children.slice(1);
      const cls = alertClasses(type);
      const title: Paragraph = {
        type: 'paragraph',
        data: { hName: 'div', hProperties: { className: cls.title } },
        children: [{ type: 'text', value: ALERTS[type] }],
      };
      const content = {
        type: 'alertContent',
        data: { hName: 'div', hProperties: { className: cls.content } },
        children: body,
      } as unknown as Paragraph;
      node.data = { hName: 'div', hProperties: { className: cls.box } };
      node.children = [title, content];
    });
  };
}
