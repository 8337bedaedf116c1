// A small reader of built (flat, minified) CSS for bench/compare-css.mjs: every declaration with
// its at-rule context and selector, in order. Enough for what the build writes (no nesting left);
// not a general CSS parser.

/** `s` split at the commas outside parentheses, brackets and strings, each part trimmed. */
export function splitTop(s) {
  const out = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(s.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * The declarations of `css` in order: `ctx` (the enclosing at-rules, `@media …`), `sel` (the
 * rule's selector list, '' in an at-rule such as @property), `prop`, `value`, `important`.
 */
export function declarations(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out = [];
  let i = 0;
  const prelude = () => {
    let depth = 0;
    let quote = '';
    const start = i;
    for (; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (depth === 0 && (c === '{' || c === ';' || c === '}')) break;
    }
    return text.slice(start, i).trim();
  };
  const block = (ctx, sel) => {
    while (i < text.length) {
      const head = prelude();
      const end = text[i];
      i++;
      if (end === '{') {
        if (head.startsWith('@')) {
          const m = /^@([\w-]+)\s*([\s\S]*)$/.exec(head);
          block([...ctx, `@${m[1]} ${m[2]}`.trim()], '');
        } else block(ctx, head);
      } else if (head && !head.startsWith('@')) {
        const colon = head.indexOf(':');
        const raw = head.slice(colon + 1).trim();
        const important = /!\s*important$/i.test(raw);
        out.push({
          ctx,
          sel,
          prop: head.slice(0, colon).trim().toLowerCase(),
          value: important ? raw.replace(/\s*!\s*important$/i, '') : raw,
          important,
        });
      }
      if (end === '}' || end === undefined) return;
    }
  };
  block([], '');
  return out;
}
