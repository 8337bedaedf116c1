/**
 * Draws the social preview cards (social-cards.ts) as 1200×630 PNG files after the build: an SVG
 * composed here, rendered by resvg (@resvg/resvg-js: a prebuilt binary from the npm registry, no
 * browser, no network) with the Inter font from @expo-google-fonts/inter (TTF files; the system's
 * fonts are not used, so every machine draws the same pixels). Dark card, light text: it keeps its
 * contrast on light and dark timelines alike.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { esc } from '../shared/html';
import { SITE_TITLE } from '../../config/site';
import { SOCIAL_IMAGE, SOCIAL_IMAGE_DIR, type SocialCard } from './social-cards';

const require = createRequire(import.meta.url);
const FONT_FILES = ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((f) =>
  require.resolve(`@expo-google-fonts/inter/${f}`),
);

const COLORS = {
  background: '#0b1d3a',
  accent: '#3ba4ff',
  title: '#ffffff',
  text: '#d5e3f7',
  muted: '#9db7da',
} as const;

/** Splits a title into lines of at most `max` characters (at spaces), three lines at most. */
export function wrapTitle(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** The card as SVG (text in the Inter family, drawn by resvg from the font files). */
export function cardSvg(card: SocialCard): string {
  const { width, height } = SOCIAL_IMAGE;
  const lines = wrapTitle(card.title, 22);
  const size = lines.length > 1 ? 80 : 96;
  const top = 250 - (lines.length - 1) * (size * 0.55);
  const title = lines
    .map(
      (l, i) =>
        `<text x="96" y="${Math.round(top + i * size * 1.12)}" font-size="${size}" font-weight="700" fill="${COLORS.title}">${esc(l)}</text>`,
    )
    .join('');
  const below = Math.round(top + (lines.length - 1) * size * 1.12 + 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">
<rect width="${width}" height="${height}" fill="${COLORS.background}"/>
<rect x="0" y="0" width="24" height="${height}" fill="${COLORS.accent}"/>
<circle cx="${width - 60}" cy="80" r="220" fill="${COLORS.accent}" fill-opacity="0.12"/>
<circle cx="${width - 140}" cy="${height + 40}" r="180" fill="${COLORS.accent}" fill-opacity="0.08"/>
${card.title === SITE_TITLE ? '' : `<text x="96" y="112" font-size="36" font-weight="700" fill="${COLORS.accent}">${esc(SITE_TITLE)}</text>`}
${title}
<text x="96" y="${below}" font-size="40" font-weight="400" fill="${COLORS.text}">${esc(card.subtitle)}</text>
<rect x="96" y="${height - 104}" width="96" height="6" rx="3" fill="${COLORS.accent}"/>
<text x="96" y="${height - 56}" font-size="28" font-weight="400" fill="${COLORS.muted}">Developer documentation</text>
</svg>`;
}

/** One card as PNG bytes. */
export function renderCard(card: SocialCard): Buffer {
  const resvg = new Resvg(cardSvg(card), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'width', value: SOCIAL_IMAGE.width },
  });
  return resvg.render().asPng();
}

/** Writes every card to `<outDir>/og/<id>.png`; returns the files written. */
export function writeSocialImages(outDir: string, cards: readonly SocialCard[]): string[] {
  const dir = path.join(outDir, SOCIAL_IMAGE_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return cards.map((card) => {
    const file = path.join(dir, `${card.id}.png`);
    fs.writeFileSync(file, renderCard(card));
    return file;
  });
}
