import { Link } from '@rspress/core/theme';
import { Card, CardGrid, Hero, Section, type LinkItem } from '../../theme/components/blocks';
import '../../theme/pages/pages.css';

export const frontmatter = {
  pageType: 'custom',
  title: 'Documentation',
  description:
    'Every documentation area of the portal in one place: API references for IDN, IIQ and NERM, IDN guides for transforms, rules, event triggers and SaaS connectivity, the CLI and SDKs, and community pages.',
};

interface Area {
  id: string;
  icon: string;
  title: string;
  text: string;
  links: LinkItem[];
}

interface AreaGroup {
  id: string;
  title: string;
  intro: string;
  areas: Area[];
}

const GROUPS: AreaGroup[] = [
  {
    id: 'idn',
    title: 'Identity Security Cloud (IDN)',
    intro: 'The cloud identity platform: REST APIs, configuration guides and developer tools.',
    areas: [
      {
        id: 'idn-api',
        icon: '{ }',
        title: 'IDN API reference',
        text: 'Every endpoint of the generally available v3 API and the beta API, grouped by resource, with request and response examples. Start with authentication if you have not called the APIs before.',
        links: [
          { href: '/idn/api/v3', text: 'V3 API reference' },
          { href: '/idn/api/beta', text: 'Beta API reference' },
          { href: '/idn/api/getting-started', text: 'Getting started' },
        ],
      },
      {
        id: 'idn-docs',
        icon: '¶',
        title: 'IDN docs',
        text: 'Guides for extending the platform: shaping identity data with transforms, writing cloud and connector rules, reacting to events and building SaaS connectors.',
        links: [
          { href: '/idn/docs', text: 'Docs overview' },
          { href: '/idn/docs/transforms', text: 'Transforms' },
          { href: '/idn/docs/rules', text: 'Rules' },
          { href: '/idn/docs/event-triggers', text: 'Event triggers' },
          { href: '/idn/docs/saas-connectivity', text: 'SaaS connectivity' },
        ],
      },
      {
        id: 'idn-tools',
        icon: '>_',
        title: 'Tools',
        text: 'The command-line tool for managing transforms, connectors, searches and configuration from a terminal, and SDKs for Go, PowerShell and TypeScript.',
        links: [
          { href: '/idn/tools/cli', text: 'CLI' },
          { href: '/idn/tools/sdk', text: 'SDKs' },
        ],
      },
    ],
  },
  {
    id: 'products',
    title: 'IdentityIQ and NERM',
    intro: 'API references for the on-premises identity product and the non-employee risk product.',
    areas: [
      {
        id: 'iiq',
        icon: 'IIQ',
        title: 'IIQ API',
        text: 'The SCIM-style REST API of the on-premises product: users, accounts, applications, entitlements, roles, workflows, task results and policy violations.',
        links: [
          { href: '/iiq', text: 'IdentityIQ overview' },
          { href: '/iiq/api', text: 'IIQ API reference' },
        ],
      },
      {
        id: 'nerm',
        icon: 'NR',
        title: 'NERM API',
        text: 'Manage non-employee profiles, profile types, users, roles, workflow sessions and risk scores, and run advanced searches over contractor and partner records.',
        links: [
          { href: '/nerm', text: 'NERM overview' },
          { href: '/nerm/api', text: 'NERM API reference' },
        ],
      },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    intro: 'News, shared integrations and ways to get involved.',
    areas: [
      {
        id: 'community-links',
        icon: '♥',
        title: 'Community',
        text: 'Read release notes and walkthroughs on the blog, reuse integrations other developers have published, join the ambassador program, or see how the platform’s AI features are exposed to developers.',
        links: [
          { href: '/blog', text: 'Blog' },
          { href: '/marketplace', text: 'Marketplace' },
          { href: '/ambassador-program', text: 'Ambassador program' },
          { href: '/ai', text: 'AI and identity' },
        ],
      },
    ],
  },
];

export default function DocsIndexPage() {
  return (
    <div className="pp-page">
      <Hero
        eyebrow="Documentation"
        title="All documentation"
        lead={
          <>
            One map of the portal. Pick a product to find its API reference, guides and tools, or jump to the community
            pages. To search the whole site, press <kbd className="pp-inline-code">Ctrl</kbd>+
            <kbd className="pp-inline-code">K</kbd> (<kbd className="pp-inline-code">⌘</kbd>+
            <kbd className="pp-inline-code">K</kbd> on a Mac) at any time.
          </>
        }
      />

      {GROUPS.map((g) => (
        <Section key={g.id} className="pp-area-group" id={`pp-docs-${g.id}`} title={g.title} intro={g.intro}>
          <CardGrid>
            {g.areas.map((a) => (
              <Card key={a.id} id={`pp-docs-area-${a.id}`} icon={a.icon} title={a.title}>
                <p className="pp-card-text">{a.text}</p>
                <ul className="pp-area-links" aria-label={`${a.title} pages`}>
                  {a.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href}>
                        <span className="pp-area-link-text">{l.text}</span>
                        <span className="pp-area-path" aria-hidden="true">
                          {l.href}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </CardGrid>
        </Section>
      ))}
    </div>
  );
}
