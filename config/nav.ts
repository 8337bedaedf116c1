import type { NavItem } from '@rspress/core';
import { EXTERNAL_LINKS } from './site';

const EXTERNAL_REL = 'noopener noreferrer';

/** Navbar (spec §2 "Shared page chrome"); the nav plugin validates item types at build time. */
export const NAV: NavItem[] = [
  {
    text: 'IDN',
    items: [
      { text: 'V3 APIs', link: '/idn/api/v3' },
      { text: 'Beta APIs', link: '/idn/api/beta' },
      { text: 'Docs', link: '/idn/docs' },
      { text: 'CLI', link: '/idn/tools/cli' },
      { text: 'SDKs', link: '/idn/tools/sdk' },
    ],
  },
  { text: 'IIQ', items: [{ text: 'API', link: '/iiq/api' }] },
  { text: 'NERM', items: [{ text: 'API', link: '/nerm/api' }] },
  { text: 'Blog', link: '/blog', activeMatch: '^/blog' },
  {
    text: 'Community',
    items: [
      { text: 'Forum', link: EXTERNAL_LINKS.forum, rel: EXTERNAL_REL },
      { text: 'Ideas portal', link: EXTERNAL_LINKS.ideas, rel: EXTERNAL_REL },
      { text: 'Support', link: EXTERNAL_LINKS.support, rel: EXTERNAL_REL },
      { text: 'Ambassador program', link: '/ambassador-program' },
      { text: 'Marketplace', link: '/marketplace' },
      { text: 'AI', link: '/ai' },
    ],
  },
];

export const FOOTER_COLUMNS: Array<{ title: string; links: Array<{ text: string; href: string }> }> = [
  {
    title: 'Identity Security Cloud (IDN)',
    links: [
      { text: 'V3 API reference', href: '/idn/api/v3' },
      { text: 'Beta API reference', href: '/idn/api/beta' },
      { text: 'Docs', href: '/idn/docs' },
      { text: 'CLI', href: '/idn/tools/cli' },
      { text: 'SDKs', href: '/idn/tools/sdk' },
    ],
  },
  {
    title: 'Products',
    links: [
      { text: 'IdentityIQ API', href: '/iiq/api' },
      { text: 'NERM API', href: '/nerm/api' },
      { text: 'All documentation', href: '/docs' },
      { text: 'Tags', href: '/idn/tags' },
    ],
  },
  {
    title: 'Community',
    links: [
      { text: 'Blog', href: '/blog' },
      { text: 'Ambassador program', href: '/ambassador-program' },
      { text: 'Marketplace', href: '/marketplace' },
      { text: 'AI', href: '/ai' },
      { text: 'Forum', href: EXTERNAL_LINKS.forum },
      { text: 'Ideas portal', href: EXTERNAL_LINKS.ideas },
      { text: 'Support', href: EXTERNAL_LINKS.support },
    ],
  },
];
