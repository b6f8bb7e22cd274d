import { relatedArticles } from "../../src/lib/related-articles"

interface TestArticle {
  slug: string
  category: string
  date: string
}

const articles: TestArticle[] = [
  { slug: "a", category: "Islands", date: "2024-01-10" },
  { slug: "b", category: "Food", date: "2024-12-18" },
  { slug: "c", category: "Islands", date: "2024-06-01" },
  { slug: "d", category: "Wellness", date: "2024-05-09" },
  { slug: "e", category: "Islands", date: "2024-06-01" },
  { slug: "f", category: "Food", date: "2024-03-03" },
]
const slugs = (list: ReadonlyArray<TestArticle>): string[] => list.map((article) => article.slug)

describe("relatedArticles", () => {
  it.each<[string, string, number, string[]]>([
    ["a", "Islands", 10, ["c", "e", "b", "d", "f"]],
    ["a", "Islands", 3, ["c", "e", "b"]],
    ["c", "Islands", 2, ["e", "a"]],
    ["b", "Food", 3, ["f", "c", "e"]],
    ["d", "Wellness", 3, ["b", "c", "e"]],
    ["x", "Gastronomy", 2, ["b", "c"]],
    ["a", "Islands", 0, []],
  ])("for %s (%s), limit %i: %j", (slug, category, limit, expected) => {
    expect(slugs(relatedArticles({ slug, category }, articles, limit))).toEqual(expected)
  })

  it("never returns the current article", () => {
    for (const current of articles) expect(slugs(relatedArticles(current, articles, articles.length))).not.toContain(current.slug)
  })

  it("does not change the list it is given", () => {
    const copy = [...articles]
    relatedArticles({ slug: "d", category: "Wellness" }, articles, 3)
    expect(articles).toEqual(copy)
  })
})
