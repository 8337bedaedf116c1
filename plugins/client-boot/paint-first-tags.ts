export interface TagLike {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
}
export interface TagsLike {
  headTags: TagLike[];
  bodyTags: TagLike[];
}

/** `<` in JSON inside <script> could close the element: escaped, JSON.parse reads it back. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's tags with every external script (`<script defer src>`) replaced by one JSON list of
 * their URLs, in order, and the inline loader that adds them after the first paint. Throws on a
 * script tag with attributes the loader would drop (async, type=module, integrity…).
 */
export function paintFirstTags(tags: TagsLike, opts: { listId: string; loader: string }): TagsLike {
  const srcs: string[] = [];
  const keep = (list: TagLike[]) =>
    list.filter((t) => {
      if (t.tag !== 'script' || typeof t.attrs?.src !== 'string') return true;
      const extra = Object.entries(t.attrs).filter(
        ([k, v]) => k !== 'src' && k !== 'defer' && v !== false && v != null,
      );
      if (extra.length)
        throw new Error(
          `[client-boot] cannot load ${t.attrs.src} after the first paint: its tag has ${extra.map(([k]) => k).join(', ')}`,
        );
      srcs.push(t.attrs.src);
      return false;
    });
  const headTags = keep(tags.headTags);
  const bodyTags = keep(tags.bodyTags);
  if (!srcs.length) return { headTags, bodyTags };
  return {
    headTags: [
      ...headTags,
      {
        tag: 'script',
        attrs: { type: 'application/json', id: opts.listId },
        children: jsonInScript(srcs),
      },
      { tag: 'script', children: opts.loader },
    ],
    bodyTags,
  };
}
