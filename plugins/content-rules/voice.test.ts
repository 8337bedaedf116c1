import { describe, expect, it } from 'vitest';
import { voiceHits } from './voice';
import { copyVoice } from './voice-copy';

const phrases = (t: string) => voiceHits(t).map((h) => h.phrase);

describe('one voice', () => {
  it('third-person phrases about the vendor and the portal', () => {
    expect(phrases("The vendor's guide spells it differently.")).toEqual(['The vendor']);
    expect(phrases('as documented in this portal’s reference')).toEqual(['this portal']);
    expect(phrases("To bring vendor changes into your fork, read SailPoint's docs.")).toEqual([
      'vendor changes',
      "SailPoint's docs",
    ]);
    expect(phrases('the reference page does not print it')).toEqual([
      'the reference page does not',
    ]);
    expect(phrases("the portal's own specification")).toEqual(["the portal's"]);
  });
  it("an organisation's vendor desk or vendor events are not the vendor", () => {
    expect(phrases('Call the vendor management desk, or speak at a vendor event.')).toEqual([]);
  });
  it("custom pages' copy: string lines, not comment lines", () => {
    expect(copyVoice("// the vendor's docs\n  lead: 'Built on the vendor’s products',")).toEqual([
      { line: 2, col: 19, message: expect.stringContaining('"the vendor"') },
    ]);
  });
});
