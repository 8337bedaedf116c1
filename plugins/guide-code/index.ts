import type { RspressPlugin } from '@rspress/core';
import { remarkGuideCode } from './remark-guide-code';

/** The guides' code blocks, highlighted as the API samples are (remark-guide-code.ts). */
export function guideCodePlugin(): RspressPlugin {
  return { name: 'portal-guide-code', markdown: { remarkPlugins: [remarkGuideCode] } };
}
