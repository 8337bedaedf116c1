import type { BlogPost } from './posts';
import { bylineHtml } from './render';

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

/** Remark plugin: inserts the byline (authors, date, 'N min read') after a post's H1. */
export function remarkBlogByline(opts: { postsByFile: () => Map<string, BlogPost> }) {
  return () => (tree: MdNode, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const post = opts.postsByFile().get(filePath);
    if (!post || !tree.children) return;
    const h1 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
    tree.children.splice(h1 + 1, 0, { type: 'html', value: bylineHtml(post) });
  };
}
