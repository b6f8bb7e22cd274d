import { siteSystem } from "../../src/theme"
import { styleTokenUses } from "../support/style-token-uses"

// The theme holds only the tokens the site's styles name (every token is processed when a page's script starts).
// A style that names a token the theme lacks gets CSS that does nothing ("maxW: 4xl"), and no build step notices.
describe("the theme's tokens", () => {
  const uses = styleTokenUses(["src/components", "src/templates", "src/pages", "src/theme", "src/hooks"])

  it("finds the style tokens the source names", () => {
    // the scan itself works: the site's styles name spacing, sizes and colours
    for (const category of ["spacing.", "sizes.", "colors."]) expect(uses.some((use) => use.token.startsWith(category))).toBe(true)
  })

  it("hold every token a style names", () => {
    const missing = uses.filter((use) => siteSystem().token(use.token) === undefined).map((use) => `${use.file}:${use.line} ${use.token}`)
    expect(missing).toEqual([])
  })
})
