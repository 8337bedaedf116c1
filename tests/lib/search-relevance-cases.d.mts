export interface RelevanceCase {
  /** What the case tests (exact, path, parameter, words, prefix, typo, synonym, concept, status, operationId): the benchmark reports each apart. */
  group: string;
  q: string;
  want: string[];
  first?: boolean;
}
export const RELEVANCE_CASES: ReadonlyArray<RelevanceCase>;
export function relevanceHit(c: Pick<RelevanceCase, 'want' | 'first'>, top3: string[]): boolean;
