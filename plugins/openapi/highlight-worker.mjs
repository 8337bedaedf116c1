// Shiki in a worker thread (highlight-ahead.ts): the tokens of code blocks, highlighted on the
// second core while the main thread renders pages. Plain JavaScript: a worker thread loads its
// file with Node alone, without the TypeScript loader the config runs under. It returns Shiki's
// raw tokens, line by line with the lines met before remembered (highlight-lines.mjs);
// highlight.ts turns them into HTML as it does its own.
import { parentPort, workerData } from 'node:worker_threads';
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import { lineTokenizer } from './highlight-lines.mjs';

const { theme, langs, options } = workerData;
const highlighter = await createHighlighter({ themes: [createCssVariablesTheme(theme)], langs });
const tokenize = lineTokenizer(highlighter, { theme: theme.name, ...options });
// Messages posted before the highlighter was ready wait in the port until this listener starts it.
parentPort.on('message', ({ id, blocks }) => {
  parentPort.postMessage({ id, tokens: blocks.map(([lang, code]) => tokenize(lang, code)) });
});
