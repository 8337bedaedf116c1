import { Link } from '@rspress/core/theme';
import { Card, CardGrid, Hero, Section, type LinkItem } from '../../theme/components/blocks';
// Every word of the page (with its sources): _docs-index.json.
import data from '../_docs-index.json';

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

/** The areas, by product (data: _docs-index.json). */
const GROUPS: AreaGroup[] = data.groups;

export default function DocsIndexPage() {
  return (
    <div className="pp-page">
      <Hero {...data.hero} />

      {GROUPS.map((g) => (
        <Section
          key={g.id}
          className="pp-area-group"
          id={`pp-docs-${g.id}`}
          title={g.title}
          intro={g.intro}
        >
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
