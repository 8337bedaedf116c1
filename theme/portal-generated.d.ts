// Build-time data written by plugins/ (see plugins/index.ts) and imported by the theme.
declare module '@portal-generated/portal-data.json' {
  const data: {
    latestPosts: Array<{ route: string; title: string; description: string; date: string; readingMinutes: number }>;
  };
  export default data;
}
