import {
  cleanUrlByConfig,
  isExternalUrl,
  preloadLink,
  removeBase,
  withBase,
} from '@rspress/core/runtime';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { shouldPrefetch } from '../logic/connection';
import { useResilientNavigate } from '../logic/useResilientNavigate';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
  children?: ReactNode;
  startTransition?: unknown;
  /** Without Rspress's `rp-link` class (only `cursor: pointer`): for lists of hundreds of links, such as an API sidebar. */
  bare?: boolean;
}

const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 &&
  !(e.currentTarget.target && e.currentTarget.target !== '_self') &&
  !e.metaKey &&
  !e.shiftKey &&
  !e.altKey &&
  !e.ctrlKey;

/**
 * An internal link's href under the base and its route (base removed), by the href as written: a
 * pure function of the href (the base and URL settings are the site's), worked out once per href.
 * Static generation renders the same sidebar, navbar and footer links on every page, and Rspress's
 * URL helpers (decoding, parsing, a regular expression built per call) were ~5 % of its CPU.
 */
const hrefs = new Map<string, readonly [withBaseHref: string, target: string]>();
function internalHref(href: string): readonly [string, string] {
  let known = hrefs.get(href);
  if (!known) {
    const relative = !href.startsWith('/');
    const withBaseHref = relative ? href : withBase(cleanUrlByConfig(href));
    known = [withBaseHref, relative ? href : removeBase(withBaseHref)];
    hrefs.set(href, known);
  }
  return known;
}

/**
 * The theme's Link, shadowed: external links open in a new tab, internal ones navigate
 * client-side through useResilientNavigate, and hover/touch prefetching respects data-saver
 * and slow connections.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    href = '/',
    children,
    className = '',
    onClick,
    onMouseEnter,
    startTransition: _t,
    bare,
    ...rest
  },
  ref,
) {
  const navigate = useResilientNavigate();
  const cls = (bare ? className : `${className} rp-link`).trim() || undefined;
  // External links open in a new tab; they and in-page anchors are left to the browser.
  const external = isExternalUrl(href);
  if (external || href.startsWith('#')) {
    return (
      <a
        ref={ref}
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={cls}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        {...rest}
      >
        {children}
      </a>
    );
  }
  // As Rspress's own Link: clean URLs (no .html) under the configured base.
  const [withBaseHref, target] = internalHref(href);
  const prefetch = () => {
    if (!shouldPrefetch()) return;
    preloadLink(new URL(target, window.location.href).pathname.replace(/\.html$/, ''));
  };
  return (
    <a
      ref={ref}
      href={withBaseHref}
      className={cls}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onTouchStart={prefetch}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !plainClick(e)) return;
        e.preventDefault();
        void navigate(target);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
