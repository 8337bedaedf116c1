import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import {
  Callout,
  Card,
  CardGrid,
  CardSection,
  Hero,
  Section,
  Steps,
  type LinkItem,
} from '../theme/components/blocks';
import { withBase } from '@rspress/core/runtime';
import { downloadLinks } from '../config/nav';
import { API_LIST } from '../theme/api/api-list';
import data from './_ai.json';

export const frontmatter = {
  pageType: 'custom',
  title: 'AI and identity',
  description:
    'What the AI features of the cloud identity platform give developers: access recommendations, identity outliers, role mining, access request explanations and natural-language search, with API entry points and responsible-use guidance.',
};

interface Feature {
  id: string;
  icon: string;
  title: string;
  text: string[];
  links: LinkItem[];
}

/** The AI features and the responsible-use notes (data: _ai.json, with the hero and section headings). */
const FEATURES: Feature[] = data.features;
const RESPONSIBLE_NOTES: Array<{ title: string; text: string }> = data.responsibleNotes;

/** Example outlier record, written as an object so the rendered JSON is always valid. */
const OUTLIER_EXAMPLE = {
  id: '7c1e5b9a-3f4d-4e2a-9b61-0d8f2a6c4e17',
  identityId: '2c9180857d8c4bfb017d9a6f3e2a1b44',
  type: 'LOW_SIMILARITY',
  score: 0.87,
  firstDetectionDate: '2025-03-04T08:12:44.901Z',
  latestDetectionDate: '2025-05-19T08:10:02.117Z',
  ignored: false,
  attributes: {
    displayName: 'Dana Whitfield',
    department: 'Finance',
    jobTitle: 'Payroll Analyst',
    location: 'Austin',
    manager: 'Luis Ortega',
  },
  peerGroupSize: 42,
  topContributingFeatures: [
    {
      name: 'entitlement',
      displayName: 'ERP_SUPERUSER on SAP ECC Production',
      valueType: 'ENTITLEMENT',
      importance: 0.46,
      peersWithAccessPercent: 2.4,
    },
    {
      name: 'entitlement',
      displayName: 'Domain Admins on Active Directory',
      valueType: 'ENTITLEMENT',
      importance: 0.21,
      peersWithAccessPercent: 0,
    },
    {
      name: 'access_profile',
      displayName: 'Treasury Payments Approver',
      valueType: 'ACCESS_PROFILE',
      importance: 0.12,
      peersWithAccessPercent: 7.1,
    },
  ],
};

const OUTLIER_JSON = JSON.stringify(OUTLIER_EXAMPLE, null, 2);

/** llms.txt, llms-full.txt and each API's spec (config/nav.ts), each with what it is for (_ai.json). */
const MACHINE_FILES: Record<string, string> = data.machineFiles;
const MACHINE_LINKS = downloadLinks(API_LIST).map((l) => ({
  ...l,
  about: MACHINE_FILES[l.href] ?? MACHINE_FILES.spec!,
}));

const BUILD_STEPS: Array<{ title: string; text: ReactNode }> = [
  {
    title: 'Get a token',
    text: (
      <>
        Create a personal access token or OAuth client and request an access token with the client
        credentials flow. See{' '}
        <Link className="pp-link" href="/idn/api/authentication">
          authentication
        </Link>
        .
      </>
    ),
  },
  {
    title: 'List outliers',
    text: (
      <>
        Call the outliers endpoint in the{' '}
        <Link className="pp-link" href="/idn/api/beta">
          beta API
        </Link>
        , filter by type and sort by score. Each record looks like the example.
      </>
    ),
  },
  {
    title: 'Act on the result',
    text: (
      <>
        Open a ticket, start a targeted certification or post to a channel. The{' '}
        <Link className="pp-link" href="/idn/tools/sdk">
          SDKs
        </Link>{' '}
        include typed models for these records.
      </>
    ),
  },
];

export default function AiPage() {
  return (
    <div className="pp-page">
      <Hero {...data.hero} />

      <CardSection
        {...data.sections.features}
        cards={FEATURES.map((f) => ({ ...f, id: `pp-ai-${f.id}`, linksLabel: `${f.title} links` }))}
      />

      <Section {...data.sections.build}>
        <div className="pp-split">
          <div>
            <Steps steps={BUILD_STEPS} />
          </div>
          <figure className="pp-code-figure">
            <pre
              className="pp-code"
              tabIndex={0}
              role="region"
              aria-label="Example identity outlier record in JSON"
            >
              <code>{OUTLIER_JSON}</code>
            </pre>
            <figcaption className="pp-code-caption">
              An identity outlier as an integration might store it: the score, when it was first and
              last detected, the attributes that define the peer group, and the access that
              contributed most. Field names vary between beta releases; the{' '}
              <Link className="pp-link" href="/idn/api/beta">
                beta reference
              </Link>{' '}
              has the current schema.
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

      <CardSection {...data.sections.responsible} cards={RESPONSIBLE_NOTES} columns={3} />

      <Callout id="pp-ai-next" title="Keep going">
        <p>
          New to the platform? Start with{' '}
          <Link className="pp-link" href="/idn/api/getting-started">
            getting started
          </Link>
          , browse every area from the{' '}
          <Link className="pp-link" href="/docs">
            documentation index
          </Link>
          , and follow the{' '}
          <Link className="pp-link" href="/blog">
            blog
          </Link>{' '}
          for new AI endpoints and worked examples. Transform and workflow authors will find the{' '}
          <Link className="pp-link" href="/idn/docs/transforms">
            transforms guide
          </Link>{' '}
          and{' '}
          <Link className="pp-link" href="/idn/docs">
            docs
          </Link>{' '}
          useful for acting on what the models find.
        </p>
      </Callout>
    </div>
  );
}
