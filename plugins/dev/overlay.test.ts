import { describe, expect, it } from 'vitest';
import { errorOverlay } from './overlay';

describe('errorOverlay', () => {
  it('keeps the message for the console and escapes it for the overlay', () => {
    const o = errorOverlay(
      'OpenAPI spec error: specs/idn/paths/a.yaml:3 (at #/get/responses/<200>): bad & wrong',
    );
    expect(o.text).toEqual([
      'OpenAPI spec error: specs/idn/paths/a.yaml:3 (at #/get/responses/<200>): bad & wrong',
    ]);
    expect(o.html).toContain('specs/idn/paths/a.yaml:3');
    expect(o.html).toContain('&lt;200&gt;');
    expect(o.html).toContain('bad &amp; wrong');
  });
});
