// Rspress's outline list (components/Toc), with two changes: keeping the active entry in view, and
// the indent by depth drawn by toc.css from data-depth (no style attribute on every entry).
//
// Rspress's TocItem scrolled the active entry into view with scroll-into-view-if-needed in an
// effect, which reads the computed style and box of every ancestor: a forced style and layout
// pass inside the hydration task on every page with headings, also where the outline is a hidden
// drawer (narrow screens). Here the outline column itself is scrolled, only when it is shown and
// the entry is outside it, and after the browser is idle.
import '@rspress/core/dist/theme/components/Toc/TocItem.css';
import './toc.css';
import type { Header } from '@rspress/core';
import { parseInlineMarkdownText, renderInlineMarkdown } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { Link } from '../components/Link';
import { whenIdle } from '../logic/idle';
import { useDynamicToc } from './dynamic-toc';
import { useActiveAnchor } from './scroll-hooks';

const BASE_LEVEL = 2;

function TocItem({ header, active }: { header: Header; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    return whenIdle(() => {
      const box = el.closest<HTMLElement>('.rp-doc-layout__outline');
      if (!box || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return;
      const item = el.getBoundingClientRect();
      const view = box.getBoundingClientRect();
      if (item.top >= view.top && item.bottom <= view.bottom) return;
      box.scrollBy({
        top: item.top - view.top - view.height / 2 + item.height / 2,
        behavior: 'smooth',
      });
    });
  }, [active]);
  return (
    <Link
      href={`#${header.id}`}
      ref={ref}
      title={parseInlineMarkdownText(header.text)}
      className={active ? 'rp-toc-item rp-toc-item--active' : 'rp-toc-item'}
      data-depth={header.depth - BASE_LEVEL}
    >
      <span className="rp-toc-item__text rp-doc" {...renderInlineMarkdown(header.text)} />
    </Link>
  );
}

export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header, index) => (
        <TocItem
          key={`${header.depth}_${header.text}_${header.id}_${index}`}
          header={header}
          active={activeAnchorId === header.id}
        />
      ))}
    </>
  );
}
