import { unified } from 'unified';

/**
 * The one seam below Rspress's parser: Rspress reads its page list (title, outline and
 * description of every page: `getPageIndexInfoByRoute` in @rspress/core's route/extractPageData.js)
 * by parsing each page's Markdown with `unified().use(remarkParse).use(remarkGfm)`, in the Node
 * process before the compile. No option or hook hands it a tree (`extendPageData` and
 * `modifySearchIndexData` run after it) and its result is needed (the page data's titles,
 * outlines and descriptions), so `unified`'s `parse` is wrapped, once, and the calls
 * whose stack names extractPageData.js go to the answer installed: the build's shared trees
 * (shared-parse.ts) or the dev start's cache (plugins/dev/page-index-cache.ts). Every other parse
 * (the MDX compiler's included), and every parse while no answer is installed, runs as before.
 */

type Parse = (this: unknown, file?: unknown) => unknown;

/** Answers one page-list parse of `text`; `parse` runs Rspress's own. */
export type PageListAnswer = (text: string, parse: () => unknown) => unknown;

interface Slot {
  original: Parse;
  answer?: PageListAnswer;
  answered: number;
}

const fromPageList = () => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 3;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return /[\\/]extractPageData\.js:/.test(stack);
};

const SLOT = Symbol.for('portal.pageListParse');

/**
 * The wrapper, installed once per copy of `unified` (kept on its prototype: a dev server restart
 * loads this module again, not `unified`).
 */
function slot(): Slot {
  const proto = Object.getPrototypeOf(unified()) as { parse: Parse; [SLOT]?: Slot };
  let s = proto[SLOT];
  if (!s) {
    const installed: Slot = { original: proto.parse, answered: 0 };
    proto.parse = function (this: unknown, input?: unknown) {
      const answer = installed.answer;
      if (!answer || typeof input !== 'string' || !fromPageList())
        return installed.original.call(this, input);
      installed.answered++;
      return answer(input, () => installed.original.call(this, input));
    };
    Object.defineProperty(proto, SLOT, { value: installed });
    s = installed;
  }
  return s;
}

/**
 * Sends Rspress's page-list parses to `answer` (in place of the answer installed before) until the
 * returned function is called, which says how many it answered.
 */
export function answerPageListParses(answer: PageListAnswer): () => number {
  const s = slot();
  s.answer = answer;
  s.answered = 0;
  return () => {
    if (s.answer === answer) s.answer = undefined;
    return s.answered;
  };
}
