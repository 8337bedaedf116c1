/**
 * Faster handlers for `mdast-util-to-markdown`, with the same output (the Markdown twins). The
 * library escapes each text by running every unsafe pattern (about 80 with GFM: one regular
 * expression each) over it, and runs a text twice when another node precedes it (once only for its
 * first character); that was a fifth of the twins' time. This is the library's own `safe`
 * (lib/util/safe.js of mdast-util-to-markdown 2.2.3, ported line for line) with one difference: a
 * pattern is tried only when the text holds its character (and a line ending, for the patterns that
 * need one), which cannot change the result, as every escape position is the position of a
 * pattern's character; a `peek` for text nodes that skips the escaping when the first character
 * cannot be escaped; and runs of only text and inline code written without the emphasis pass.
 * `fast-markdown.test.ts` compares the output with the library's on hostile and random text in
 * every construct the twins use.
 */
import type {
  InlineCode,
  ListItem,
  Nodes,
  Parents,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type {
  Handle,
  Handlers,
  Info,
  Options as ToMarkdownOptions,
  SafeConfig,
  State,
  Unsafe,
} from 'mdast-util-to-markdown';
import { defaultHandlers, toMarkdown } from 'mdast-util-to-markdown';
import { classifyCharacter } from 'micromark-util-classify-character';

interface PatternIndex {
  /** The in-scope patterns by their character. */
  byChar: Map<string, Unsafe[]>;
  /** Matches any in-scope pattern's character, or a backslash. */
  special: RegExp;
  /** The same, leaving out characters whose patterns all need a line ending in the text. */
  specialNoEol: RegExp;
  /** Patterns whose expression cannot match without a line ending in the text. */
  needsEol: Set<Unsafe>;
}

const EOL_BEFORE = new Set(['[\\r\\n]', '\\n', '\\r']);
const EOL_AFTER = new Set(['[\\r\\n]', '\\r', '\\n']);

/** One state's pattern list, and its indexes by construct stack. */
let cache: { list: Unsafe[]; patterns: Unsafe[]; byStack: Map<string, PatternIndex> } | undefined;

const charClass = (chars: Iterable<string>) =>
  new RegExp(
    `[${[...chars, '\\'].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`,
  );

/** The patterns that apply in the current construct stack (as the library's `patternInScope`). */
function indexOf(state: State): PatternIndex {
  const patterns = state.unsafe;
  if (cache?.list !== patterns) {
    // A new state (one per document): its patterns are the same objects when the options are.
    const same =
      cache?.patterns.length === patterns.length &&
      cache.patterns.every((p, i) => p === patterns[i]);
    cache = same
      ? { ...cache!, list: patterns }
      : { list: patterns, patterns: [...patterns], byStack: new Map() };
  }
  const key = state.stack.join('\u0000');
  let index = cache.byStack.get(key);
  if (index) return index;
  const byChar = new Map<string, Unsafe[]>();
  const needsEol = new Set<Unsafe>();
  const withoutEol = new Set<string>();
  for (const p of patterns) {
    if (
      !listInScope(state.stack, p.inConstruct, true) ||
      listInScope(state.stack, p.notInConstruct, false)
    )
      continue;
    const list = byChar.get(p.character);
    if (list) list.push(p);
    else byChar.set(p.character, [p]);
    // `atBreak` compiles to `[\r\n][\t ]*` before the character.
    if (
      !p.beforeNode &&
      !p.afterNode &&
      (p.atBreak || (p.before && EOL_BEFORE.has(p.before)) || (p.after && EOL_AFTER.has(p.after)))
    )
      needsEol.add(p);
    else withoutEol.add(p.character);
  }
  index = {
    byChar,
    special: charClass(byChar.keys()),
    specialNoEol: charClass(withoutEol),
    needsEol,
  };
  cache.byStack.set(key, index);
  return index;
}

function listInScope(stack: string[], list: Unsafe['inConstruct'], none: boolean): boolean {
  if (!list || list.length === 0) return none;
  if (typeof list === 'string') return stack.includes(list);
  for (const name of list) if (stack.includes(name)) return true;
  return false;
}

function nodeInScope(types: Unsafe['beforeNode'], node: SafeConfig['beforeNode']): boolean {
  if (!types) return true;
  if (!node) return false;
  return typeof types === 'string' ? types === node.type : types.includes(node.type);
}

const encodeCharacterReference = (code: number) => `&#x${code.toString(16).toUpperCase()};`;

function escapeBackslashes(value: string, after: string | undefined): string {
  const whole = value + (after ?? '');
  if (!whole.includes('\\')) return value;
  const expression = /\\(?=[!-/:-@[-`{-~])/g;
  const positions: number[] = [];
  const results: string[] = [];
  let start = 0;
  let match;
  while ((match = expression.exec(whole))) positions.push(match.index);
  for (const position of positions) {
    if (start !== position) results.push(value.slice(start, position));
    results.push('\\');
    start = position;
  }
  results.push(value.slice(start));
  return results.join('');
}

/** `state.safe` of mdast-util-to-markdown: `input` escaped where Markdown would read it as syntax. */
export function safe(state: State, input: string | null | undefined, config: SafeConfig): string {
  const value = (config.before || '') + (input || '') + (config.after || '');
  const index = indexOf(state);
  const percentEncode = state.stack.includes('autolink');
  const offset = config.before ? config.before.length : 0;
  const end = value.length - (config.after ? config.after.length : 0);
  const hasEol = value.includes('\n') || value.includes('\r');
  // Nothing any pattern could match, and no backslash: the text as it is.
  if (!(hasEol ? index.special : index.specialNoEol).test(value)) return value.slice(offset, end);
  const positions: number[] = [];
  const result: string[] = [];
  const infos: Record<number, { before: boolean; after: boolean }> = {};
  const own = (position: number) => Object.prototype.hasOwnProperty.call(infos, position);

  for (const [character, patterns] of index.byChar) {
    if (!value.includes(character)) continue;
    for (const pattern of patterns) {
      if (!hasEol && index.needsEol.has(pattern)) continue;
      if (
        !nodeInScope(pattern.beforeNode, config.beforeNode) ||
        !nodeInScope(pattern.afterNode, config.afterNode)
      )
        continue;
      const expression = state.compilePattern(pattern);
      const from = pattern.beforeNode ? offset : 0;
      const subject = value.slice(from, pattern.afterNode ? end : undefined);
      let match;
      while ((match = expression.exec(subject))) {
        const before = Boolean(pattern.before || pattern.atBreak);
        const after = Boolean(pattern.after);
        const position = from + match.index + (before ? match[1]!.length : 0);
        if (own(position)) {
          if (infos[position]!.before && !before) infos[position]!.before = false;
          if (infos[position]!.after && !after) infos[position]!.after = false;
        } else {
          positions.push(position);
          infos[position] = { before, after };
        }
      }
    }
  }

  positions.sort((a, b) => a - b);

  let start = offset;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position < start || position >= end) continue;

    // “Intraword” underscores (`a_b`, `a__b`), as the library.
    if (
      value.charAt(position) === '_' &&
      position > 0 &&
      classifyCharacter(value.charCodeAt(position - 1)) === undefined &&
      !own(position - 1) &&
      !(position - 1 === offset && /[*_]/.test(value.charAt(offset - 1)))
    ) {
      let sequenceEnd = position + 1;
      while (sequenceEnd < end && value.charAt(sequenceEnd) === '_') sequenceEnd++;
      const skip = sequenceEnd - position - 1;
      if (
        positions[i + skip] === sequenceEnd - 1 &&
        sequenceEnd < value.length &&
        classifyCharacter(value.charCodeAt(sequenceEnd)) === undefined &&
        !own(sequenceEnd) &&
        !(sequenceEnd === end - 1 && /[*_]/.test(value.charAt(end)))
      ) {
        i += skip;
        continue;
      }
    }

    if (
      (position + 1 < end &&
        positions[i + 1] === position + 1 &&
        infos[position]!.after &&
        !infos[position + 1]!.before &&
        !infos[position + 1]!.after) ||
      (position - 1 >= offset &&
        positions[i - 1] === position - 1 &&
        infos[position]!.before &&
        !infos[position - 1]!.before &&
        !infos[position - 1]!.after)
    )
      continue;

    if (start !== position) {
      const slice = value.slice(start, position);
      result.push(percentEncode ? slice : escapeBackslashes(slice, '\\'));
    }
    start = position + 1;
    if (percentEncode) {
      result.push(`%${value.charCodeAt(position).toString(16).toUpperCase().padStart(2, '0')}`);
    } else if (
      /[!-/:-@[-`{-~]/.test(value.charAt(position)) &&
      (!config.encode || !config.encode.includes(value.charAt(position)))
    ) {
      result.push(`\\${value.charAt(position)}`);
    } else {
      result.push(encodeCharacterReference(value.charCodeAt(position)));
    }
  }

  const rest = value.slice(start, end);
  result.push(percentEncode ? rest : escapeBackslashes(rest, config.after));
  return result.join('');
}

/** The library's `inlineCode`, skipping the searches that cannot match (no backtick, no line ending). */
const inlineCodeOutsideTables: Handle = (node: InlineCode, _parent, state) => {
  let value = node.value || '';
  let sequence = '`';
  if (value.includes('`'))
    while (new RegExp(`(^|[^\`])${sequence}([^\`]|$)`).test(value)) sequence += '`';
  if (
    /[^\n\r ]/.test(value) &&
    ((/^[\n\r ]/.test(value) && /[\n\r ]$/.test(value)) || /^`|`$/.test(value))
  )
    value = ` ${value} `;
  // Only `atBreak` patterns are applied, and they start with a line ending.
  if (value.includes('\n') || value.includes('\r'))
    for (const pattern of state.unsafe) {
      const expression = state.compilePattern(pattern);
      if (!pattern.atBreak) continue;
      let match;
      while ((match = expression.exec(value))) {
        let position = match.index;
        if (value.charCodeAt(position) === 10 && value.charCodeAt(position - 1) === 13) position--;
        value = `${value.slice(0, position)} ${value.slice(match.index + 1)}`;
      }
    }
  return sequence + value + sequence;
};

const firstCharacter = (value: string) => {
  const code = value.codePointAt(0);
  return code === undefined ? '' : String.fromCodePoint(code);
};
const lastCharacter = (value: string) => {
  const code = value.codePointAt(value.length - 2);
  return code !== undefined && code > 0xffff ? value.slice(-2) : value.slice(-1);
};

/**
 * The library's `containerPhrasing` for a run of only text and inline code, the commonest (a
 * field's name and type, a description without links): each child escaped knowing the characters
 * around it, as the library does, without its attention pass (it changes nothing where there is no
 * emphasis) and position tracking (nothing here writes positions). `undefined` for anything else.
 */
function plainPhrasing(parent: Parents, state: State, info: Info): string | undefined {
  const children = (parent as { children?: PhrasingContent[] }).children ?? [];
  for (const child of children) if (child.type !== 'text' && child.type !== 'inlineCode') return;
  const handlers = state.handlers as Record<string, Handle & { peek?: Handle }>;
  const at = { now: info.now, lineShift: info.lineShift };
  const indexStack = state.indexStack;
  indexStack.push(-1);
  let out = '';
  let before = info.before;
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    indexStack[indexStack.length - 1] = index;
    let after = info.after;
    if (index + 1 < children.length) {
      const next = children[index + 1]!;
      const handle = handlers[next.type]!;
      after = firstCharacter(
        (handle.peek ?? handle)(next, parent, state, { before: '', after: '', ...at }),
      );
    }
    const value = handlers[child.type]!(child, parent, state, { ...at, before, after });
    if (!value) continue;
    out += value;
    before = lastCharacter(value);
  }
  indexStack.pop();
  return out;
}

/**
 * How much a state keeps of the runs of phrasing it wrote, by construct stack, surrounding
 * characters and content (a field's name, type and facts repeat on every page that shows its
 * schema), in characters of keys and values: bounded, as the state lives for the build.
 */
const PHRASING_MEMO_CHARS = 24_000_000;

/**
 * Items of unordered lists already written, by node (html-to-markdown.ts gives a repeated field
 * the same node), then by what else decides their Markdown: the construct stack, the current and
 * last bullet and, where a nested list's first item is empty (the library then changes its bullet
 * by position), the item's place. With the last bullet the item leaves behind.
 */
const itemMemos = new WeakMap<
  State,
  WeakMap<ListItem, Map<string, { value: string; bulletLastUsed?: string }>>
>();
const byPlace = new WeakMap<ListItem, boolean>();

const hasEmptyFirstItem = (node: Nodes): boolean =>
  'children' in node &&
  ((node.type === 'list' && !node.children[0]?.children[0]) ||
    (node.children as Nodes[]).some(hasEmptyFirstItem));

const listItem: Handle = (node: ListItem, parent, state, info) => {
  if (parent?.type !== 'list' || parent.ordered)
    return defaultHandlers.listItem(node, parent, state, info);
  let place = byPlace.get(node);
  if (place === undefined) byPlace.set(node, (place = hasEmptyFirstItem(node)));
  const key = `${state.stack.join(',')}\u0000${state.bulletCurrent}\u0000${state.bulletLastUsed}\u0000${place ? state.indexStack.slice(-2).join(',') : ''}`;
  // Per state: one state per options (writeMarkdown), and options decide the Markdown.
  let itemMemo = itemMemos.get(state);
  if (!itemMemo) itemMemos.set(state, (itemMemo = new WeakMap()));
  let known = itemMemo.get(node);
  if (!known) itemMemo.set(node, (known = new Map()));
  const hit = known.get(key);
  if (hit) {
    state.bulletLastUsed = hit.bulletLastUsed;
    return hit.value;
  }
  const value = defaultHandlers.listItem(node, parent, state, info);
  known.set(key, { value, bulletLastUsed: state.bulletLastUsed });
  return value;
};

/**
 * The library's `containerFlow` without position tracking (nothing here writes positions; the
 * tracker scanned every block's whole text for line endings at every level of nesting): the
 * children's Markdown joined by what the join rules say, `bulletLastUsed` reset as the library does.
 */
function containerFlow(
  parent: Parameters<State['containerFlow']>[0],
  state: State,
  info: Parameters<State['containerFlow']>[1],
): string {
  const indexStack = state.indexStack;
  const children = (parent as { children?: RootContent[] }).children ?? [];
  const at = { now: info.now, lineShift: info.lineShift };
  let out = '';
  indexStack.push(-1);
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    indexStack[indexStack.length - 1] = index;
    out += state.handle(child, parent, state, { before: '\n', after: '\n', ...at } as Info);
    if (child.type !== 'list') state.bulletLastUsed = undefined;
    if (index < children.length - 1) out += between(child, children[index + 1]!, parent, state);
  }
  indexStack.pop();
  return out;
}

/** The library's `between`: the join rules, last first. */
function between(
  left: RootContent,
  right: RootContent,
  parent: Parameters<State['containerFlow']>[0],
  state: State,
): string {
  let index = state.join.length;
  while (index--) {
    const result = state.join[index]!(left, right, parent, state);
    if (result === true || result === 1) break;
    if (typeof result === 'number') return '\n'.repeat(1 + result);
    if (result === false) return '\n\n<!---->\n\n';
  }
  return '\n\n';
}

/** States whose `safe`, `containerPhrasing` and `containerFlow` are this module's. */
const installed = new WeakSet<State>();
/** The state of the last document written. */
let lastState: State | undefined;

function install(state: State) {
  installed.add(state);
  state.safe = (input, config) => safe(state, input, config);
  const containerPhrasing = state.containerPhrasing;
  // Per state: one state per options (writeMarkdown), and options decide the Markdown.
  const phrasingMemo = new Map<string, string>();
  let memoChars = 0;
  state.containerPhrasing = (container, at) => {
    // The same run in the same place is written the same: its text, the constructs around
    // it (which patterns apply) and the characters before and after it decide its escapes.
    const key = `${state.stack.join(',')}\u0000${at.before}\u0000${at.after}\u0000${JSON.stringify(container.children)}`;
    let value = phrasingMemo.get(key);
    if (value === undefined) {
      value = plainPhrasing(container, state, at) ?? containerPhrasing.call(state, container, at);
      memoChars += key.length + value.length;
      if (memoChars > PHRASING_MEMO_CHARS) {
        phrasingMemo.clear();
        memoChars = key.length + value.length;
      }
      phrasingMemo.set(key, value);
    }
    return value;
  };
  state.containerFlow = (container, at) => containerFlow(container, state, at);
}

/** The state `toMarkdown` configured for each options object, kept to write the next documents. */
const states = new WeakMap<ToMarkdownOptions, State>();

/**
 * `toMarkdown(tree, options)` (`options` with this module's handlers) without configuring a new
 * state for every document (a fifth of the library's time on the twins' many small sections):
 * the first document's state is kept and reset, as `toMarkdown` starts one.
 */
export function writeMarkdown(tree: Root, options: ToMarkdownOptions): string {
  const state = states.get(options);
  if (!state) {
    lastState = undefined;
    const value = toMarkdown(tree, options);
    if (lastState) states.set(options, lastState);
    return value;
  }
  state.stack = [];
  state.indexStack = [];
  state.bulletCurrent = undefined;
  state.bulletLastUsed = undefined;
  let result = state.handle(tree, undefined, state, {
    before: '\n',
    after: '\n',
    now: { line: 1, column: 1 },
    lineShift: 0,
  });
  const last = result.charCodeAt(result.length - 1);
  if (result && last !== 10 && last !== 13) result += '\n';
  return result;
}

/**
 * Handlers to pass to `toMarkdown` after the extensions: the faster escaping and plain phrasing
 * for every handler, text with a `peek`, and inline code outside tables (`tableInlineCode`,
 * GFM's, inside them).
 */
export function fastHandlers(tableInlineCode: Handle | undefined): Partial<Handlers> {
  const text = Object.assign(
    ((node, parent, state, info) => defaultHandlers.text(node, parent, state, info)) as Handle,
    {
      // Only the first character is wanted: it is the text's own unless it may be escaped.
      peek: ((node: Text, parent, state, info) => {
        const first = node.value.charAt(0);
        if (first !== '\\' && !indexOf(state).byChar.has(first)) return node.value;
        return defaultHandlers.text(node, parent, state, info);
      }) as Handle,
    },
  );
  return {
    root: (node, parent, state, info) => {
      if (!installed.has(state)) install(state);
      lastState = state;
      return defaultHandlers.root(node, parent, state, info);
    },
    text,
    listItem,
    inlineCode: (node, parent, state, info) =>
      tableInlineCode && state.stack.includes('tableCell')
        ? tableInlineCode(node, parent, state, info)
        : inlineCodeOutsideTables(node, parent, state, info),
  };
}
