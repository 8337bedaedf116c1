/**
 * One voice: the portal is the product's own documentation, so it never talks about "the vendor",
 * "this portal" or another site's pages as the source of a fact. Each phrase is a regular
 * expression with the reason shown in the message; there is no allow list (say what the reader
 * does instead, e.g. "read the ID from `GET /beta/triggers`").
 */
const PHRASES: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  // "the vendor management desk" is a desk of an organization, not the company writing the docs.
  { pattern: /\bthe vendors?\b(?!\s+(?:management|desk)\b)/gi, what: 'the vendor' },
  { pattern: /\bvendor(?:['’]s|s['’])(?=\s)/gi, what: "the vendor's" },
  {
    pattern:
      /\bvendor (?:changes|documentation|docs|guides?|reference|pages?|specifications?|examples?|tutorials?)\b/gi,
    what: 'the vendor',
  },
  { pattern: /\bthis portal\b/gi, what: 'this portal' },
  { pattern: /\bthe portal['’]s\b/gi, what: "the portal's" },
  { pattern: /\b(?:in|from|with|by|of) the portal\b/gi, what: 'the portal' },
  {
    pattern:
      /\bSailPoint's (?:own )?(?:documentation|docs|guides?|pages?|reference|examples?|tutorials?|specifications?|specs?)\b/gi,
    what: "SailPoint's documentation",
  },
  {
    pattern: /\bthe reference page (?:does not|doesn't|says|calls|lists|names|writes|shows)\b/gi,
    what: 'the reference page',
  },
  { pattern: /\bis missing from (?:the|this) (?:portal|reference)\b/gi, what: 'missing from' },
];

export interface VoiceHit {
  /** 0-based offset in the text. */
  index: number;
  phrase: string;
  what: string;
}

/** Third-person phrases about the vendor or the portal in a piece of prose. */
export function voiceHits(text: string): VoiceHit[] {
  const hits: VoiceHit[] = [];
  for (const { pattern, what } of PHRASES)
    for (const m of text.matchAll(pattern)) hits.push({ index: m.index!, phrase: m[0], what });
  // One hit per place: "the vendor's" matches two patterns.
  return hits
    .sort((a, b) => a.index - b.index)
    .filter((h, i, all) => i === 0 || all[i - 1]!.index + all[i - 1]!.phrase.length <= h.index);
}

/** The message of a hit. */
export const voiceMessage = (h: VoiceHit) =>
  `"${h.phrase}": the portal is the product's own documentation; state the fact or what the reader does, without naming the vendor, this portal or another site's page as its source`;
