// Shiki in a worker thread (highlight-ahead.ts): the tokens of code blocks, highlighted on the
// second core while the main thread renders pages. Plain JavaScript: a worker thread loads its
// file with Node alone, without the TypeScript loader the config runs under. It returns Shiki's
// raw tokens; highlight.ts turns them into HTML as it does its own.
import { parentPort, workerData } from 'node:worker_threads';
import { createCssVariablesTheme, createHighlighter } from 'shiki';

const { theme, langs, options } = workerData;
const highlighter = await createHighlighter({ themes: [createCssVariablesTheme(theme)], langs });
// Messages posted before the highlighter was ready wait in the port until this listener starts it.
parentPort.on('message', ({ id, blocks }) => {
  const tokens = blocks.map(([lang, code]) =>
    highlighter
      .codeToTokens(code, { lang, theme: theme.name, ...options })
      .tokens.map((line) => line.map((t) => [t.content, t.color, t.fontStyle])),
  );
  parentPort.postMessage({ id, tokens });
});
