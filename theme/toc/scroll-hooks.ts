// Rspress's useReadPercent and useActiveAnchor (the outline, the phone's menu bar, the scroll-to-top
// button), with one change: nothing is measured while the page starts. Rspress's hooks read the
// layout (a heading's or the content's box) in their first effect, which forced a layout of the
// whole document inside the hydration task on every page (on an operation page at 16× CPU
// slowdown, the longest single item in it), and useReadPercent re-rendered once more from a layout
// effect (useWindowSize). Here the first measure waits until the browser is idle; scrolling
// measures at once, as before. At the top of a freshly loaded page both answers are known anyway:
// 0 % read, no heading scrolled past.
import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { whenIdle } from '../logic/idle';
import { readPercent } from './read-percent';

/** Measures on every scroll, and once when the browser is first idle. */
function onScrollAndIdle(measure: () => void): () => void {
  const cancel = whenIdle(measure, { timeoutMs: 2000 });
  window.addEventListener('scroll', measure, { passive: true });
  return () => {
    cancel();
    window.removeEventListener('scroll', measure);
  };
}

export const useReadPercent = (): number[] => {
  const [state, setState] = useState({ percent: 0, scrollTop: 0 });
  useEffect(
    () =>
      onScrollAndIdle(() => {
        const h = document.querySelector('.rspress-doc')?.getBoundingClientRect().height ?? 0;
        const scrollTop = window.scrollY || document.documentElement.scrollTop;
        const percent = readPercent(scrollTop, h, window.innerHeight);
        setState((s) =>
          s.percent === percent && s.scrollTop === scrollTop ? s : { percent, scrollTop },
        );
      }),
    [],
  );
  return [state.percent, state.scrollTop];
};

const cssLength = (value: string) => {
  const n = Number.parseFloat(value);
  return Number.isNaN(n) ? 0 : n;
};

/** The outline's current heading: the first in view, else the last scrolled past (Rspress's rule). */
export const useActiveAnchor = (headers: Header[]) => {
  const [state, setState] = useState<{ activeAnchorId?: string; scrolledHeader?: Header }>({});
  const { hash } = useLocation();
  useEffect(
    () =>
      onScrollAndIdle(() => {
        const top =
          cssLength(
            getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top'),
          ) - 5;
        const offsets = headers.map((h) => ({
          id: h.id,
          top: document.getElementById(h.id)?.getBoundingClientRect().top ?? Infinity,
        }));
        const scrolledId = offsets.filter((o) => o.top < top).at(-1)?.id;
        const visibleId = offsets.find((o) => o.top >= top && o.top <= window.innerHeight)?.id;
        const activeAnchorId = visibleId ?? scrolledId;
        const scrolledHeader = headers.find((h) => h.id === scrolledId);
        setState((s) =>
          s.activeAnchorId === activeAnchorId && s.scrolledHeader === scrolledHeader
            ? s
            : { activeAnchorId, scrolledHeader },
        );
      }),
    [headers, hash],
  );
  return state;
};
