import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  INTEGRATIONS,
  REPO_BASE,
  buildMarketplaceSearch,
  filterIntegrations,
  parseMarketplaceSearch,
} from '../../docs/_marketplace-data';

describe('marketplace data', () => {
  it('lists only repositories of the vendor organisation, each once', () => {
    expect(REPO_BASE).toBe('https://github.com/sailpoint-oss/');
    const ids = INTEGRATIONS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of INTEGRATIONS) {
      expect(i.repo).toBe(`${REPO_BASE}${i.id}`);
      expect(i.id).toMatch(/^[a-z0-9-]+$/i);
    }
  });

  it('carries no invented authors or dates', () => {
    for (const i of INTEGRATIONS) {
      expect(Object.keys(i).sort()).toEqual(['category', 'id', 'name', 'repo', 'summary', 'tags']);
      expect(i.summary.length).toBeGreaterThan(20);
    }
  });

  it('has at least one entry per category', () => {
    for (const c of CATEGORIES)
      expect(
        INTEGRATIONS.some((i) => i.category === c.id),
        c.id,
      ).toBe(true);
  });

  it('filters by category and by every word of the query', () => {
    expect(filterIntegrations(INTEGRATIONS, '', 'all')).toHaveLength(INTEGRATIONS.length);
    const connectors = filterIntegrations(INTEGRATIONS, '', 'connector');
    expect(connectors.length).toBeGreaterThan(0);
    expect(connectors.every((i) => i.category === 'connector')).toBe(true);
    const velocity = filterIntegrations(INTEGRATIONS, 'Velocity unique-id', 'all').map((i) => i.id);
    expect(velocity).toEqual([
      'colab-saas-conn-sailpoint-identity-fusion',
      'colab-saas-conn-attribute-generator',
    ]);
    expect(filterIntegrations(INTEGRATIONS, 'powershell', 'connector')).toEqual([]);
  });

  it('round-trips the view through the query string', () => {
    expect(parseMarketplaceSearch('?q=csv&category=Tools')).toEqual({ q: 'csv', category: 'tool' });
    expect(parseMarketplaceSearch('?category=plugin')).toEqual({ q: '', category: 'plugin' });
    expect(parseMarketplaceSearch('?category=nope')).toEqual({ q: '', category: 'all' });
    expect(buildMarketplaceSearch({ q: 'csv', category: 'tool' }, '?x=1')).toBe(
      '?x=1&q=csv&category=tool',
    );
    expect(buildMarketplaceSearch({ q: ' ', category: 'all' })).toBe('');
  });
});
