import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, injected into each page under test. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A/AA rules (issue 29's "axe everywhere"). */
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** Up to five elements: their selector and the first line of axe's failure summary. */
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is (or on the first element `scope` selects), with the rules of
 * these tags (axe's default rules without them); returns every violation.
 */
export async function axeViolations(
  page: Page,
  tags?: string[],
  scope?: string,
): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ values, sel }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{
              violations: Array<{
                id: string;
                impact: string;
                help: string;
                nodes: Array<{ target: unknown[]; failureSummary?: string }>;
              }>;
            }>;
          };
        }
      ).axe;
      const r = await axe.run(sel ? document.querySelector(sel) : document, {
        resultTypes: ['violations'],
        ...(values ? { runOnly: { type: 'tag', values } } : {}),
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
          ),
      }));
    },
    { values: tags, sel: scope },
  );
}

export const isSeriousOrCritical = (v: AxeViolation) =>
  v.impact === 'serious' || v.impact === 'critical';

/** One readable block per violation: page, impact, rule, help, and the elements. */
export const formatViolation = (where: string, v: AxeViolation) =>
  `${where} ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`;
