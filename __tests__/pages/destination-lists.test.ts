import fs from "node:fs"
import path from "node:path"

const root = path.join(__dirname, "../..")
const pageFiles = ["src/pages", "src/templates"].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => `${dir}/${name}`),
)

// A language's destinations in the site's order are written once, as the destinationsIn field (src/node/destinations-in.ts)
describe("the pages that list a language's destinations", () => {
  it.each(pageFiles)("%s asks for them as destinationsIn, not with a filter and sort of its own", (file) => {
    const source = fs.readFileSync(path.join(root, file), "utf8")
    expect(source).not.toMatch(/allDestination\(\s*filter:\s*\{\s*language/)
  })

  it("are some of the pages", () => {
    const listing = pageFiles.filter((file) =>
      fs.readFileSync(path.join(root, file), "utf8").includes("destinationsIn(language: $language)"),
    )
    expect(listing.length).toBeGreaterThan(1)
  })
})
