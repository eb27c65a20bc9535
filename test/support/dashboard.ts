/** A /yonetim/top-queries answer: one row in each table. */
export const TOP_QUERIES = {
  topQueries: [
    {
      query: 'priz',
      count: 24,
      formattedCreatedAt: '23.11.2026 20:31',
      detail: [
        { userName: 'Yıldız Elektrik', totalCount: 20 },
        { userName: 'Misafir', totalCount: 4 },
      ],
    },
  ],
  topUsers: [
    {
      name: 'Yıldız Elektrik',
      count: 33,
      detail: [{ searchQuery: 'priz', searchCount: 20, formattedCreatedAt: '23.11.2026 20:31' }],
    },
  ],
  lastQueries: [{ name: 'Demir Yapı', query: 'sigorta', formattedCreatedAt: '21.11.2026 13:05' }],
};
