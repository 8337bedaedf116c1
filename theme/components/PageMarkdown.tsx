import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { markdownTwinHref } from '../../common/markdown/twin-href';

type State = 'idle' | 'copied' | 'failed';

/** Copies the Markdown twin; ClipboardItem keeps the click's permission across the fetch (Safari). */
async function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))));
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * "Copy page as Markdown" and a link to the page's Markdown twin (written by plugins/seo/llms.ts
 * for every page), for pasting a page into an editor or an LLM chat.
 */
export function PageMarkdown() {
  const { pathname } = useLocation();
  const href = markdownTwinHref(pathname.replace(/\.html$/, '') || '/');
  const [state, setState] = useState<State>('idle');
  useEffect(() => setState('idle'), [pathname]);
  useEffect(() => {
    if (state === 'idle') return;
    const t = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(t);
  }, [state]);
  return (
    <div className="page-markdown">
      <button
        type="button"
        className="page-markdown__copy portal-button"
        onClick={() =>
          copyFrom(href).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {/* Its icon: theme/styles/icons.css. */}
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Copy failed'
            : 'Copy page as Markdown'}
      </button>
      <a className="page-markdown__link" href={href} type="text/markdown">
        View as Markdown
      </a>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? 'Page copied as Markdown'
          : state === 'failed'
            ? 'The page could not be copied'
            : ''}
      </span>
    </div>
  );
}
