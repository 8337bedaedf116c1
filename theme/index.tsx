// Shadowed theme: Rspress's theme with the portal's layout, pages and styles on top.
import './styles/index.css';

export * from '@rspress/core/theme-original';
export { Layout } from './layout/Layout';
export { HomePage as HomeLayout } from './components/HomePage';
export { NotFound as NotFoundLayout } from './components/NotFound';
export { Sidebar } from './components/Sidebar';
export { usePrevNextPage } from './sidebar/usePrevNextPage';
export { useThemeState } from './logic/useThemeState';
export { EditLink } from './components/EditLink';
export { Link } from './components/Link';
export { DocContent } from './components/DocContent';
export { CodeBlock } from './components/CodeBlock';
export { Search } from './search/Search';
export { Nav } from './navbar/Nav';
export { useDynamicToc, useWatchToc } from './toc/dynamic-toc';
export { Toc } from './toc/Toc';
export { Overview, OverviewGroup } from './components/LazyOverview';
export { ReadPercent } from './toc/ReadPercent';
// Rspress's outline and phone menu bar import these from the theme: no layout read while the page starts.
export { useActiveAnchor, useReadPercent } from './toc/scroll-hooks';
