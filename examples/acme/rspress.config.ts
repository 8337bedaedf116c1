import './site-env';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import portal from '../../rspress.config';
import { productApiLinks } from '../../config/nav';
import { readApiList } from '../../plugins/apis';

const root = path.join(__dirname, '../..');
const { entries, products } = readApiList(root, process.env.SPECS_DIR!);

/** Acme's developer hub: its own title and navbar (one menu per product of its products.yaml). */
export default defineConfig({
  ...portal,
  title: 'Acme Developer Hub',
  description: 'Storefront and Payments APIs of Acme.',
  logoText: 'Acme Developer Hub',
  themeConfig: {
    ...portal.themeConfig,
    nav: products.map((p) => ({
      text: p.menu,
      items: [...productApiLinks(entries, p.id), ...p.links],
    })),
  },
});
