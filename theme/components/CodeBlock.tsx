import { useSite } from '@rspress/core/runtime';
import { copyToClipboard, getCopyableText } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CODE_BLOCK } from '../../common/api-pages/markup';
// Rspress's own code block styles (its component, which imported them, is replaced).
import '@rspress/core/dist/theme/components/CodeBlock/index.css';

/** The label of a block without a title: its language, as readers name it. */
const LANGUAGE_NAMES: Record<string, string> = {
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  zsh: 'Shell',
  console: 'Shell',
  json: 'JSON',
  jsonc: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  http: 'HTTP',
  java: 'Java',
  javascript: 'JavaScript',
  js: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  python: 'Python',
  py: 'Python',
  go: 'Go',
  powershell: 'PowerShell',
  xml: 'XML',
  groovy: 'Groovy',
  ruby: 'Ruby',
  php: 'PHP',
  csharp: 'C#',
  sql: 'SQL',
  velocity: 'Velocity',
};

export const languageName = (lang: string) => LANGUAGE_NAMES[lang.toLowerCase()] ?? '';

interface CodeBlockProps {
  title?: string;
  lang?: string;
  wrapCode?: boolean;
  lineNumbers?: boolean;
  fold?: boolean;
  height?: number;
  containerElementClassName?: string;
  codeButtonGroupProps?: { showCopyButton?: boolean; showWrapCodeButton?: boolean };
  children?: ReactNode;
}

/**
 * The guides' code block (Rspress's CodeBlock, shadowed: its `pre` renders it): the bar of the one
 * code block above the code (label, "Copy", "Wrap"; common/api-pages/markup.ts CODE_BLOCK), where
 * Rspress drew icon buttons over the first line on touch screens. Folding and line numbers are
 * Rspress's classes, kept.
 */
export function CodeBlock({
  title,
  lang = 'txt',
  wrapCode: wrapProp,
  lineNumbers = false,
  fold = false,
  height,
  containerElementClassName,
  codeButtonGroupProps,
  children,
}: CodeBlockProps) {
  const { site } = useSite();
  const [wrap, setWrap] = useState(wrapProp ?? site.markdown?.defaultWrapCode ?? false);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const [expanded, setExpanded] = useState(false);
  const [needFold, setNeedFold] = useState(false);
  const codeRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const foldHeight = height ?? 300;
  useEffect(() => {
    setNeedFold(fold && (contentRef.current?.scrollHeight ?? 0) > foldHeight);
  }, [fold, foldHeight]);
  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(''), 1500);
    return () => window.clearTimeout(t);
  }, [copied]);
  const copy = async () => {
    if (!codeRef.current) return;
    const text = getCopyableText(codeRef.current, {
      ignoreClasses: ['linenumber'],
      ignoreSelectors: ['.rp-copy-ignore'],
    });
    setCopied((await copyToClipboard(text)) ? 'ok' : 'failed');
  };
  const folded = needFold && !expanded;
  const scroll = !fold && height !== undefined;
  const label = title ?? languageName(lang);
  const showWrap = codeButtonGroupProps?.showWrapCodeButton ?? true;
  const showCopy = codeButtonGroupProps?.showCopyButton ?? true;
  return (
    <div
      className={['rp-codeblock', `language-${lang}`, containerElementClassName]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={CODE_BLOCK.tools}>
        <span className={CODE_BLOCK.label}>{label}</span>
        {showCopy && (
          <button
            type="button"
            className={`${CODE_BLOCK.button} ${CODE_BLOCK.copy}`}
            aria-label={CODE_BLOCK.names.copy}
            {...{ [CODE_BLOCK.copied]: copied === 'ok' ? 'true' : undefined }}
            onClick={() => void copy()}
          >
            {copied === 'ok'
              ? CODE_BLOCK.text.copied
              : copied === 'failed'
                ? CODE_BLOCK.text.copyFailed
                : CODE_BLOCK.text.copy}
          </button>
        )}
        {showWrap && (
          <button
            type="button"
            className={`${CODE_BLOCK.button} ${CODE_BLOCK.wrap}`}
            aria-pressed={wrap}
            aria-label={CODE_BLOCK.names.wrap}
            onClick={() => setWrap(!wrap)}
          >
            {CODE_BLOCK.text.wrap}
          </button>
        )}
        {/* The button's name stays "Copy code"; the result is announced here. */}
        <span className="visually-hidden" role="status">
          {copied === 'ok' ? 'Copied to the clipboard' : copied === 'failed' ? 'Copy failed' : ''}
        </span>
      </div>
      <div
        ref={contentRef}
        className={[
          'rp-codeblock__content',
          wrap && 'rp-codeblock__content--wrap-code',
          lineNumbers && 'rp-codeblock__content--line-numbers',
          folded && 'rp-codeblock__content--fold',
          scroll && 'rp-codeblock__content--scroll',
        ]
          .filter(Boolean)
          .join(' ')}
        style={folded ? { maxHeight: foldHeight } : scroll ? { maxHeight: height } : undefined}
      >
        <div
          ref={codeRef}
          className="rp-codeblock__content__scroll-container rp-scrollbar rp-scrollbar--always"
        >
          {children}
        </div>
      </div>
      {needFold && (
        <button
          type="button"
          className="rp-codeblock__fold-btn portal-button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
