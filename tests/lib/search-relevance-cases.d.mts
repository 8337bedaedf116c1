export interface RelevanceCase {
  q: string;
  want: string[];
  first?: boolean;
}
export const RELEVANCE_CASES: ReadonlyArray<RelevanceCase>;
export function relevanceHit(c: Pick<RelevanceCase, 'want' | 'first'>, top3: string[]): boolean;
