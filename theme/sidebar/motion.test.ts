import { describe, expect, it } from 'vitest';
import { collapseDurationMs } from './motion';

describe('collapseDurationMs', () => {
  it('clamps between 200 and 400 ms and grows with height', () => {
    expect(collapseDurationMs(0)).toBe(200);
    expect(collapseDurationMs(500)).toBe(300);
    expect(collapseDurationMs(5000)).toBe(400);
  });
});
