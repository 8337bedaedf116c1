/**
 * The building blocks of the custom pages (docs/ai.tsx, docs/ambassador-program.tsx,
 * docs/marketplace.tsx, docs/docs/index.tsx): hero, titled section, card grid (and text cards), steps,
 * callout. They write the `pp-*` markup that index.css (beside this file) styles; a page supplies only
 * its words (all of them data: docs/_<page>.json, sentences with the inline markup of inline.tsx).
 */
import type { ReactNode } from 'react';
import { Link } from '../Link';
import { rich } from './inline';
import './index.css';

export { inline, rich } from './inline';

export interface LinkItem {
  href: string;
  text: string;
}

/** The page's top: eyebrow, the one h1, lead paragraph, action buttons (the first is the primary one). */
export function Hero({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  actions?: readonly LinkItem[];
}) {
  return (
    <header className="pp-hero">
      <p className="pp-eyebrow">{eyebrow}</p>
      <h1 className="pp-title">{title}</h1>
      <p className="pp-lead">{rich(lead)}</p>
      {actions?.length ? (
        <div className="pp-actions">
          {actions.map((a, i) => {
            const className = `pp-button ${i === 0 ? 'pp-button--primary' : 'pp-button--secondary'}`;
            // A jump within the page is a plain anchor; a route goes through the theme's Link.
            return a.href.startsWith('#') ? (
              <a key={a.href} className={className} href={a.href}>
                {a.text}
              </a>
            ) : (
              <Link key={a.href} className={className} href={a.href}>
                {a.text}
              </Link>
            );
          })}
        </div>
      ) : null}
    </header>
  );
}

/** A section titled by its h2 (`id` labels it), with an optional intro paragraph. */
export function Section({
  id,
  title,
  intro,
  className = 'pp-section',
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="pp-section-header">
        <h2 className="pp-section-title" id={id}>
          {title}
        </h2>
        {intro ? <p className="pp-section-intro">{rich(intro)}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The closing box of a page: a section holding one callout with its own h2. */
export function Callout({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="pp-section" aria-labelledby={id}>
      <div className="pp-callout">
        <h2 className="pp-callout-title" id={id}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A list of cards, two columns or (`columns={3}`) three on wide screens. */
export function CardGrid({
  columns = 2,
  label,
  children,
}: {
  columns?: 2 | 3;
  label?: string;
  children: ReactNode;
}) {
  return (
    <ul className={columns === 3 ? 'pp-grid pp-grid--3' : 'pp-grid'} aria-label={label}>
      {children}
    </ul>
  );
}

/** One card of a CardGrid: optional icon, h3 title (`id` labels the card), then its body. */
export function Card({
  id,
  icon,
  title,
  children,
}: {
  id?: string;
  icon?: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <article className="pp-card" aria-labelledby={id}>
        {icon ? (
          <span className="pp-card-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h3 className="pp-card-title" id={id}>
          {title}
        </h3>
        {children}
      </article>
    </li>
  );
}

/** A card of TextCards: its text is one paragraph, or one per entry of a list. */
export interface TextCard {
  /** Labels the card (its title's id). */
  id?: string;
  icon?: ReactNode;
  title: string;
  text: ReactNode | readonly string[];
  links?: readonly LinkItem[];
  /** The links list's accessible name. */
  linksLabel?: string;
}

/** A CardGrid of cards made of words alone: title, paragraphs, optional links. */
export function TextCards({ cards, columns }: { cards: readonly TextCard[]; columns?: 2 | 3 }) {
  return (
    <CardGrid columns={columns}>
      {cards.map((c) => (
        <Card key={c.id ?? c.title} id={c.id} icon={c.icon} title={c.title}>
          {(Array.isArray(c.text) ? c.text : [c.text]).map((t, i) => (
            <p key={i} className="pp-card-text">
              {rich(t)}
            </p>
          ))}
          {c.links ? <CardLinks links={c.links} label={c.linksLabel} /> : null}
        </Card>
      ))}
    </CardGrid>
  );
}

/** A titled section that holds only text cards (the common case of the custom pages). */
export function CardSection({
  cards,
  columns,
  ...section
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  cards: readonly TextCard[];
  columns?: 2 | 3;
}) {
  return (
    <Section {...section}>
      <TextCards cards={cards} columns={columns} />
    </Section>
  );
}

/** A card's links, each a `pp-link`. */
export function CardLinks({ links, label }: { links: readonly LinkItem[]; label?: string }) {
  return (
    <ul className="pp-card-links" aria-label={label}>
      {links.map((l) => (
        <li key={l.text}>
          <Link className="pp-link" href={l.href}>
            {l.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, each an h3 and a paragraph. */
export function Steps({ steps }: { steps: ReadonlyArray<{ title: string; text: ReactNode }> }) {
  return (
    <ol className="pp-steps">
      {steps.map((s) => (
        <li key={s.title}>
          <h3 className="pp-step-title">{s.title}</h3>
          <p className="pp-step-text">{rich(s.text)}</p>
        </li>
      ))}
    </ol>
  );
}
