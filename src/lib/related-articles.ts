interface Related {
  slug: string
  category: string
  date: string
}

/** Other articles, same category first, then newest first; at most `limit`. */
export function relatedArticles<T extends Related>(current: { slug: string; category: string }, all: ReadonlyArray<T>, limit: number): T[] {
  return all
    .filter((article) => article.slug !== current.slug)
    .map((article, index) => ({ article, index, same: article.category === current.category ? 0 : 1 }))
    .sort((a, b) => a.same - b.same || b.article.date.localeCompare(a.article.date) || a.index - b.index)
    .slice(0, limit)
    .map(({ article }) => article)
}
