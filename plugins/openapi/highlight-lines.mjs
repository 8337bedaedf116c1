// Shiki's tokens for a code block, tokenized line by line with each line remembered by the grammar
// state it starts in: the code samples of an API repeat most of their lines from operation to
// operation (the client set-up, the headers, the response handling; only the URL and the body
// differ), and tokenizing is what highlighting costs. A TextMate grammar tokenizes a line from the
// state the line before left (its rule stack) and the line's text alone, so a line met again in
// the same state gets the same tokens and leaves the same state: the block's tokens are Shiki's
// own (highlight-lines.test.ts compares them with `codeToTokens` on every sample of the specs).
// Plain JavaScript: the highlight worker (highlight-worker.mjs) loads it with Node alone.
import { splitLines } from 'shiki';

/**
 * A grammar state's identity for the memo: every field of the rule stack that a line's
 * tokenization reads (the rule, its end pattern, whether its begin captured the line end, the
 * scopes with their token attributes), from the top of the stack down. `_enterPos` and
 * `_anchorPos` are left out: they are reset before every line.
 * @param {any} stack vscode-textmate's StateStackImpl (through Shiki's GrammarState)
 */
export function stateKey(stack) {
  let key = '';
  for (let s = stack; s; s = s.parent)
    key += `${s.ruleId}\u0001${s.endRule ?? ''}\u0001${s.beginRuleCapturedEOL ? 1 : 0}\u0001${scopesKey(s.nameScopesList)}\u0001${scopesKey(s.contentNameScopesList)}\u0002`;
  return key;
}

/** @param {any} list vscode-textmate's AttributedScopeStack */
function scopesKey(list) {
  let key = '';
  for (let a = list; a; a = a.parent) key += `${a.scopePath?.scopeName}:${a.tokenAttributes} `;
  return key;
}

/**
 * @typedef {[content: string, color: string | undefined, fontStyle: number | undefined]} RawToken
 * @typedef {{ tokens: RawToken[]; state: any; id: number }} LineResult
 */

/**
 * A tokenizer over `highlighter` that remembers lines. `options` are Shiki's tokenize options
 * (theme, time limit) for every call. Returns `(lang, code) => RawToken[][]`, Shiki's tokens per
 * line as [content, color, fontStyle].
 * @param {import('shiki').Highlighter} highlighter
 * @param {{ theme: string; tokenizeTimeLimit?: number }} options
 * @param {number} [maxLines] lines remembered (per tokenizer; the oldest go first)
 */
export function lineTokenizer(highlighter, options, maxLines = 200_000) {
  /** @type {Map<string, LineResult>} */
  const lines = new Map();
  /** States by identity: the same structural state gets one id, whichever object carries it. */
  const ids = new WeakMap();
  /** @type {Map<string, number>} */
  const byKey = new Map();
  const idOf = (/** @type {any} */ state) => {
    let id = ids.get(state);
    if (id === undefined) {
      const key = stateKey(state.getInternalStack());
      id = byKey.get(key);
      if (id === undefined) byKey.set(key, (id = byKey.size + 1));
      ids.set(state, id);
    }
    return id;
  };
  return (/** @type {string} */ lang, /** @type {string} */ code) => {
    /** @type {RawToken[][]} */
    const out = [];
    // The state before the first line: none (Shiki's initial state, where `\A` matches), id 0.
    /** @type {any} */
    let state;
    let id = 0;
    for (const [line] of splitLines(code)) {
      // As Shiki does: an empty line has no tokens and leaves the state as it was.
      if (line === '') {
        out.push([]);
        continue;
      }
      const key = `${lang}\u0000${id}\u0000${line}`;
      let hit = lines.get(key);
      if (!hit) {
        const tokens = highlighter.codeToTokensBase(line, {
          lang: /** @type {any} */ (lang),
          ...options,
          ...(state ? { grammarState: state } : {}),
        });
        const next = highlighter.getLastGrammarState(tokens);
        hit = {
          tokens: (tokens[0] ?? []).map((t) => [t.content, t.color, t.fontStyle]),
          state: next,
          id: idOf(next),
        };
        if (lines.size >= maxLines) lines.delete(lines.keys().next().value);
        lines.set(key, hit);
      }
      out.push(hit.tokens);
      state = hit.state;
      id = hit.id;
    }
    return out;
  };
}
