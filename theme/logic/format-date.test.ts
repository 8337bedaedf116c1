import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes ISO dates as en-US short dates, like toLocaleDateString would', () => {
    for (const iso of ['2026-11-22', '2024-01-05', '2025-12-31']) {
      expect(formatDate(iso)).toBe(
        new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
  });
  it('leaves anything else as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
