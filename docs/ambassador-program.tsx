import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { EXTERNAL_LINKS } from '../config/site';
import { Callout, CardSection, Hero, Section, Steps } from '../theme/components/blocks';
import benefits from './_ambassador-benefits.json';
// The hero and the section headings.
import copy from './_ambassador-program.json';

export const frontmatter = {
  pageType: 'custom',
  title: 'Developer ambassador program',
  description:
    'The developer ambassador program recognises community members who help others build on the cloud identity platform, the on-premises identity product and the non-employee risk product. Learn what ambassadors do, what they get and how to apply.',
};

const ACTIVITIES: Array<{ title: string; text: ReactNode }> = [
  {
    title: 'Answer questions',
    text: 'Ambassadors are regulars on the developer forum. They help people debug transforms, untangle rule errors and find the right API for a job, and they point to the docs when an answer already exists.',
  },
  {
    title: 'Write and teach',
    text: (
      <>
        Tutorials, blog posts, sample code and short videos from practitioners are some of the
        most-read content on the portal. Ambassadors can publish on the{' '}
        <Link className="pp-link" href="/blog">
          developer blog
        </Link>{' '}
        with editorial help from the developer relations team.
      </>
    ),
  },
  {
    title: 'Share integrations',
    text: (
      <>
        Connectors, rules, workflows and tools that ambassadors open-source end up in the{' '}
        <Link className="pp-link" href="/marketplace">
          marketplace
        </Link>
        , where other teams can reuse them instead of starting from scratch.
      </>
    ),
  },
  {
    title: 'Speak and organise',
    text: 'Ambassadors present at user groups, meetups and conferences, and some run local or virtual identity developer meetups in their region.',
  },
  {
    title: 'Shape the tools',
    text: (
      <>
        Ambassadors try new API versions, SDK releases and{' '}
        <Link className="pp-link" href="/idn/tools/cli">
          CLI
        </Link>{' '}
        features before general release and tell the product teams what is confusing, missing or
        broken.
      </>
    ),
  },
  {
    title: 'Welcome newcomers',
    text: 'Ambassadors pair with developers who are new to identity governance, review their first connector or transform, and help them find their footing in the community.',
  },
];

/** What active ambassadors get (data: _ambassador-benefits.json). */
const BENEFITS: Array<{ icon: string; title: string; text: string }> = benefits;

const STEPS: Array<{ title: string; text: ReactNode }> = [
  {
    title: 'Build a track record',
    text: 'Contribute for at least three months before applying: forum answers, blog posts, talks, open-source code or a mix. Quality and helpfulness count for more than volume.',
  },
  {
    title: 'Collect your best work',
    text: 'Pick two to five contributions you are proud of and write a few sentences on what you want to focus on as an ambassador, such as connectors, a regional meetup or SDK feedback.',
  },
  {
    title: 'Send your application',
    text: (
      <>
        Post your application as a private message to the developer relations team on the{' '}
        <a
          className="pp-link"
          href={EXTERNAL_LINKS.forum}
          target="_blank"
          rel="noopener noreferrer"
        >
          developer forum
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        , with links to your contributions. Applications are reviewed each quarter, in January,
        April, July and October.
      </>
    ),
  },
  {
    title: 'Meet the team',
    text: 'Shortlisted applicants have a 30-minute video call with two members of developer relations. It is a conversation about your work and interests, not a technical exam.',
  },
  {
    title: 'Get onboarded',
    text: 'New ambassadors sign the program agreement and an NDA for roadmap briefings, join the private channel and agree on a first contribution with their program contact.',
  },
];

const FAQ: Array<{ q: string; a: ReactNode }> = [
  {
    q: 'Do I have to work for a customer or a partner?',
    a: 'No. Ambassadors include customer employees, partner consultants, independent contractors and students. What matters is that you help other developers who build on the vendor’s identity products.',
  },
  {
    q: 'Is the program paid?',
    a: 'No. Ambassadors are volunteers and are not paid for contributions. The benefits listed on this page, such as training, certification vouchers and speaking support, are the program’s way of saying thank you.',
  },
  {
    q: 'How much time does it take?',
    a: 'Most ambassadors spend a few hours a month. The only firm expectation is at least one public contribution per quarter, for example a forum answer streak, a blog post, a talk or a release of an open-source project.',
  },
  {
    q: 'Which products can I focus on?',
    a: (
      <>
        Any of them. Most activity is around the cloud identity platform, but ambassadors who work
        with the{' '}
        <Link className="pp-link" href="/iiq">
          on-premises identity product
        </Link>{' '}
        or the{' '}
        <Link className="pp-link" href="/nerm">
          non-employee risk product
        </Link>{' '}
        are just as welcome, and so are people who focus on general skills such as API design or
        testing.
      </>
    ),
  },
  {
    q: 'Does being an ambassador give me priority support?',
    a: 'No. Product issues on your employer’s tenant still go through the normal support process. The private channel is for program feedback, content reviews and early-access discussion, not for support tickets.',
  },
  {
    q: 'Can I talk about what I hear in roadmap briefings?',
    a: 'Not until the feature is announced publicly. Briefings are covered by the NDA you sign when you join. Everything else you learn as an ambassador, including public docs and released features, you are free to write and speak about.',
  },
  {
    q: 'How long does membership last?',
    a: 'Membership runs for a calendar year and renews when you have stayed active and followed the community code of conduct. If life gets busy you can pause for up to two quarters without leaving the program.',
  },
  {
    q: 'I was not accepted. Can I apply again?',
    a: 'Yes, from the next quarterly review onwards. Every applicant who is not accepted gets short written feedback on what would strengthen a future application.',
  },
];

export default function AmbassadorProgramPage() {
  return (
    <div className="pp-page">
      <Hero {...copy.hero} />

      <CardSection {...copy.sections.what} cards={ACTIVITIES} columns={3} />

      <CardSection {...copy.sections.benefits} cards={BENEFITS} columns={3} />

      <Section {...copy.sections.apply}>
        <Steps steps={STEPS} />
      </Section>

      <Section {...copy.sections.faq}>
        <div className="pp-faq">
          {FAQ.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <div className="pp-faq-answer">
                <p>{f.a}</p>
              </div>
            </details>
          ))}
        </div>
      </Section>

      <Callout id="pp-amb-start" title="Not ready to apply yet?">
        <p>
          The best preparation is to start contributing. Pick a question on the forum, write up
          something you solved with the{' '}
          <Link className="pp-link" href="/idn/api/v3">
            v3 APIs
          </Link>{' '}
          or a{' '}
          <Link className="pp-link" href="/idn/docs/transforms">
            transform
          </Link>
          , or share a tool in the{' '}
          <Link className="pp-link" href="/marketplace">
            marketplace
          </Link>
          . The{' '}
          <Link className="pp-link" href="/docs">
            documentation index
          </Link>{' '}
          is a good map of where help is needed.
        </p>
      </Callout>
    </div>
  );
}
