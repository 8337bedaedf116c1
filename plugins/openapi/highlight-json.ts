/**
 * JSON split into the tokens Shiki's `json` grammar gives them with the css-variables theme, by a
 * small scanner instead of the grammar's regex engine: examples are most of the code an API
 * reference highlights (a response example per status, the request body, schema examples), and
 * the engine spent ~60 % of the generation time of a large API on them. The output of
 * highlight.ts is byte-identical either way (highlight-json.test.ts compares them); text that is not
 * plain JSON returns null and goes to Shiki.
 */
export interface Token {
  content: string;
  /** The theme's token colour (`keyword`, `string-expression`, `constant`), '' for the text colour. */
  color: string;
}

const STRING = /"(?:[^"\\\n]|\\.)*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const SPACE = /[ \t]+/y;
/** Lines of tokens, or null when the text is not JSON this scanner is sure about. */
export function jsonTokens(code: string): Token[][] | null {
  const lines: Token[][] = [];
  // What a string is at each depth: a key inside an object until its colon, else a value.
  const stack: Array<'{' | '['> = [];
  let expectKey = false;
  for (const line of code.split('\n')) {
    const tokens: Token[] = [];
    let i = 0;
    const take = (re: RegExp) => {
      re.lastIndex = i;
      const m = re.exec(line);
      return m ? m[0] : null;
    };
    while (i < line.length) {
      const c = line[i]!;
      let t: string | null;
      if ((t = take(SPACE))) tokens.push({ content: t, color: '' });
      else if (c === '"') {
        t = take(STRING);
        if (!t) return null;
        const key = expectKey && stack.at(-1) === '{';
        // Escape sequences take the string's colour in this theme.
        tokens.push({ content: t, color: key ? 'keyword' : 'string-expression' });
      } else if (c === '{' || c === '[') {
        stack.push(c);
        expectKey = c === '{';
        tokens.push({ content: c, color: '' });
        t = c;
      } else if (c === '}' || c === ']') {
        if (stack.pop() !== (c === '}' ? '{' : '[')) return null;
        expectKey = false;
        tokens.push({ content: c, color: '' });
        t = c;
      } else if (c === ':') {
        expectKey = false;
        tokens.push({ content: c, color: '' });
        t = c;
      } else if (c === ',') {
        expectKey = stack.at(-1) === '{';
        tokens.push({ content: c, color: '' });
        t = c;
      } else if ((t = take(NUMBER)) || (t = take(LITERAL)))
        tokens.push({ content: t, color: 'constant' });
      else return null;
      i += t.length;
    }
    lines.push(tokens);
  }
  return stack.length ? null : lines;
}
