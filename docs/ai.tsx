import { CardSection, Callout, Hero, Section, Steps, inline } from '../theme/components/blocks';
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

      <CardSection {...data.sections.responsible} cards={data.responsibleNotes} columns={3} />

      <Callout id={data.callout.id} title={data.callout.title}>
        <p>{inline(data.callout.text)}</p>
      </Callout>
    </div>
  );
}
