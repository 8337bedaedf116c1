import { Callout, CardSection, Hero, Section, Steps, inline } from '../theme/components/blocks';
// Every word of the page (with its sources): _ambassador-program.json.
import data from './_ambassador-program.json';

export const frontmatter = {
  pageType: 'custom',
  title: 'Developer ambassador program',
  description:
    'The developer ambassador program: what ambassadors and expert ambassadors agree to, what membership gives them, who can join and how to apply.',
};

export default function AmbassadorProgramPage() {
  return (
    <div className="pp-page">
      <Hero {...data.hero} />

      <CardSection {...data.sections.what} cards={data.activities} columns={3} />

      <CardSection {...data.sections.benefits} cards={data.benefits} columns={3} />

      <Section {...data.sections.apply}>
        <Steps steps={data.steps} />
      </Section>

      <Section {...data.sections.faq}>
        <div className="pp-faq">
          {data.faq.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <div className="pp-faq-answer">
                <p>{inline(f.a)}</p>
              </div>
            </details>
          ))}
        </div>
      </Section>

      <Callout id={data.callout.id} title={data.callout.title}>
        <p>{inline(data.callout.text)}</p>
      </Callout>
    </div>
  );
}
