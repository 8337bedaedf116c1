import { withBase } from '@rspress/core/runtime';
import { downloadLinks } from '../config/nav';
import { API_LIST } from '../theme/api/api-list';
import {
  Callout,
  Card,
  CardGrid,
  CardSection,
  Hero,
  Section,
  Steps,
  inline,
} from '../theme/components/blocks';
// Every word of the page (with its sources): _ai.json.
import data from './_ai.json';

export const frontmatter = {
  pageType: 'custom',
  title: 'AI and identity',
  description:
    'What the AI features of the cloud identity platform give developers: access recommendations, identity outliers and role mining, with API entry points and responsible-use guidance.',
};

/** The example record, written from data so the rendered JSON is always valid. */
const OUTLIER_JSON = JSON.stringify(data.outlierExample.record, null, 2);

/** llms.txt, llms-full.txt and each API's spec (config/nav.ts), each with what it is for (_ai.json). */
const MACHINE_FILES: Record<string, string> = data.machineFiles;
const MACHINE_LINKS = downloadLinks(API_LIST).map((l) => ({
  ...l,
  about: MACHINE_FILES[l.href] ?? MACHINE_FILES.spec!,
}));

export default function AiPage() {
  return (
    <div className="pp-page">
      <Hero {...data.hero} />

      <CardSection
        {...data.sections.features}
        cards={data.features.map((f) => ({
          ...f,
          id: `pp-ai-${f.id}`,
          linksLabel: `${f.title} links`,
        }))}
      />

      <Section {...data.sections.build}>
        <div className="pp-split">
          <div>
            <Steps steps={data.buildSteps} />
          </div>
          <figure className="pp-code-figure">
            <pre
              className="pp-code"
              tabIndex={0}
              role="region"
              aria-label={data.outlierExample.label}
            >
              <code>{OUTLIER_JSON}</code>
            </pre>
            <figcaption className="pp-code-caption">
              {inline(data.outlierExample.caption)}
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section {...data.sections.machines}>
        <CardGrid columns={3}>
          {MACHINE_LINKS.map((l) => (
            <Card
              key={l.href}
              title={
                <a className="pp-link" href={withBase(l.href)}>
                  {l.text}
                </a>
              }
            >
              <p className="pp-card-text">{l.about}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <CardSection {...data.sections.responsible} cards={data.responsibleNotes} columns={3} />

      <Callout id={data.callout.id} title={data.callout.title}>
        <p>{inline(data.callout.text)}</p>
      </Callout>
    </div>
  );
}
