import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { NAV } from './config/nav';
import { LOCALE, SITE_DESCRIPTION, SITE_TITLE } from './config/site';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  lang: LOCALE.lang,
  route: { cleanUrls: true },
  themeConfig: {
    nav: NAV,
    darkMode: true,
  },
});
