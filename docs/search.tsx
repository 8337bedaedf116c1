import { SearchPage } from '../theme/search/SearchPage';

export const frontmatter = {
  pageType: 'custom',
  title: 'Search',
  description:
    'Search the whole developer portal: guides, API operations by name, method and path or parameter, tags and the blog, filtered by product and kind.',
};

export default function Search() {
  return <SearchPage />;
}
