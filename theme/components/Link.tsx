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
  const relative = !href.startsWith('/');
  const withBaseHref = relative ? href : withBase(cleanUrlByConfig(href));
  const target = relative ? href : removeBase(withBaseHref);
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
