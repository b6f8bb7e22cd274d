import fs from "node:fs"
import path from "node:path"
import type { IUrlBuilderArgs } from "gatsby-plugin-image"
import { isUnsplashUrl, unsplashImageArgs, unsplashUrl } from "../../src/lib/unsplash"

const BASE = "https://images.unsplash.com/photo-1552465011-b4e21bf6e79a"
const args = (format: IUrlBuilderArgs<unknown>["format"], baseUrl = BASE): IUrlBuilderArgs<unknown> => ({
  baseUrl,
  width: 800,
  height: 450,
  format,
  options: {},
})

describe("isUnsplashUrl", () => {
  it.each([
    [BASE, true],
    ["https://images.unsplash.com/", true],
    ["http://images.unsplash.com/photo-1", false],
    ["https://unsplash.com/photos/1", false],
    ["https://images.unsplash.com.evil.example/photo-1", false],
    ["images/artwork/hotel/siam.jpg", false],
    ["", false],
  ])("isUnsplashUrl(%j) is %s", (src, expected) => {
    expect(isUnsplashUrl(src)).toBe(expected)
  })
})

describe("unsplashUrl", () => {
  it.each<[IUrlBuilderArgs<unknown>["format"], string | null, string | null]>([
    ["auto", "format", null],
    ["", "format", null],
    ["webp", null, "webp"],
    ["avif", null, "avif"],
    ["jpg", null, "jpg"],
    ["png", null, "png"],
  ])("for the format %j sets auto=%s and fm=%s", (format, auto, fm) => {
    const url = new URL(unsplashUrl(args(format)))
    expect(`${url.origin}${url.pathname}`).toBe(BASE)
    expect(url.searchParams.get("w")).toBe("800")
    expect(url.searchParams.get("h")).toBe("450")
    expect(url.searchParams.get("fit")).toBe("crop")
    expect(url.searchParams.get("q")).toBe("70")
    expect(url.searchParams.get("auto")).toBe(auto)
    expect(url.searchParams.get("fm")).toBe(fm)
  })

  it("replaces the size of a URL that already has one, and keeps its other parameters", () => {
    const url = new URL(unsplashUrl(args("auto", `${BASE}?w=3000&h=2000&ixid=abc`)))
    expect(url.searchParams.getAll("w")).toEqual(["800"])
    expect(url.searchParams.getAll("h")).toEqual(["450"])
    expect(url.searchParams.get("ixid")).toBe("abc")
  })
})

/** The widths the HeroPicture fragment asks gatsby-plugin-image for (a stock photo as a hero comes in the same). */
function heroPictureWidths(): number[] {
  const fragments = fs.readFileSync(path.join(__dirname, "../../src/components/ui/picture-fragments.ts"), "utf8")
  const hero = /fragment HeroPicture[\s\S]*?breakpoints: \[([\d, ]+)\]/.exec(fragments)?.[1]
  if (!hero) throw new Error("no breakpoints in the HeroPicture fragment")
  return hero.split(",").map(Number)
}

describe("unsplashImageArgs", () => {
  it.each<["constrained" | "fullWidth", number | undefined, number[]]>([
    ["constrained", 800, [400, 800]],
    ["fullWidth", undefined, heroPictureWidths()],
  ])("for a %s layout", (layout, width, breakpoints) => {
    const image = unsplashImageArgs(BASE, 1600, 900, layout)
    expect(image).toMatchObject({
      baseUrl: BASE,
      sourceWidth: 1600,
      sourceHeight: 900,
      layout,
      formats: ["auto"],
      breakpoints,
      urlBuilder: unsplashUrl,
    })
    expect(image.width).toBe(width)
  })

  it("never asks for a constrained picture wider than its source", () => {
    expect(unsplashImageArgs(BASE, 500, 300, "constrained").width).toBe(500)
  })
})
