import { describe, expect, it } from 'vitest';
import { highlightLoaded, loadLanguages } from './highlight';

describe('initHighlighter', () => {
  it('makes one highlighter when two pages ask at once, so a language loaded later is found', async () => {
    // Two guides compiled at the same time both start the highlighter; a second one used to
    // replace the first after the line tokenizer was bound to it.
    await Promise.all([loadLanguages(['jsonc']), loadLanguages(['jsonc'])]);
    const html = highlightLoaded('jsonc', '{ "a": 1 } // note\n');
    expect(html).toContain('note');
    expect(html).toMatch(/<[bi]\b/);
  });
});
