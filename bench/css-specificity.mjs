// The specificity of a CSS selector (Selectors Level 4), for bench/compare-css.mjs.
import { splitTop } from './css-parse.mjs';

/** Specificity [ids, classes, types] of one selector; :is/:not/:has take their most specific argument, :where none. */
export function specificity(sel) {
  const s = [0, 0, 0];
  const add = (t) => t.forEach((v, i) => (s[i] += v));
  const max = (args) =>
    splitTop(args)
      .map(specificity)
      .reduce((m, t) => (cmp(t, m) > 0 ? t : m), [0, 0, 0]);
  let i = 0;
  let compoundStart = true;
  while (i < sel.length) {
    const c = sel[i];
    if (c === ' ' || c === '>' || c === '+' || c === '~') {
      compoundStart = true;
      i++;
      continue;
    }
    if (c === '#') {
      s[0]++;
      i = skipIdent(sel, i + 1);
    } else if (c === '.') {
      s[1]++;
      i = skipIdent(sel, i + 1);
    } else if (c === '[') {
      s[1]++;
      i = sel.indexOf(']', i) + 1;
    } else if (c === ':') {
      const el = sel[i + 1] === ':';
      const start = el ? i + 2 : i + 1;
      const end = skipIdent(sel, start);
      const name = sel.slice(start, end).toLowerCase();
      let j = end;
      let args = null;
      if (sel[j] === '(') {
        const close = matchParen(sel, j);
        args = sel.slice(j + 1, close);
        j = close + 1;
      }
      if (el) s[2]++;
      else if (name === 'where');
      else if (['is', 'not', 'has', 'matches'].includes(name)) add(max(args ?? ''));
      else if (name === 'nth-child' || name === 'nth-last-child') {
        s[1]++;
        const of = args && /\bof\b(.*)$/.exec(args);
        if (of) add(max(of[1]));
      } else s[1]++;
      i = j;
    } else if (c === '*') {
      i++;
    } else if (compoundStart && /[a-zA-Z]/.test(c)) {
      s[2]++;
      i = skipIdent(sel, i);
    } else i++;
    compoundStart = false;
  }
  return s;
}
const skipIdent = (s, i) => {
  while (i < s.length && /[\w-]|\\/.test(s[i])) i += s[i] === '\\' ? 2 : 1;
  return i;
};
const matchParen = (s, open) => {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return i;
  }
  return s.length;
};
/** Negative, zero or positive as `x` is less, as or more specific than `y`. */
export const compareSpecificity = (x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
const cmp = compareSpecificity;
