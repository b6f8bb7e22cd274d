import { serializeJsonLd } from "../../src/lib/json-ld-serialize"

const org = {
  "@context": "https://schema.org",
  "@type": "TravelAgency",
  "@id": "https://example.com/#organization",
  name: "Luxury DMC Thailand",
}
const crumb = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] }

describe("serializeJsonLd", () => {
  it("writes a single node as is", () => {
    expect(serializeJsonLd([org])).toBe(JSON.stringify(org))
  })

  it("writes several nodes as one @graph without their own @context", () => {
    expect(JSON.parse(serializeJsonLd([org, crumb, { "@type": "Thing", name: "no context" }]))).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "TravelAgency", "@id": "https://example.com/#organization", name: "Luxury DMC Thailand" },
        { "@type": "BreadcrumbList", itemListElement: [] },
        { "@type": "Thing", name: "no context" },
      ],
    })
  })

  it("does not change the nodes it is given", () => {
    serializeJsonLd([org, crumb])
    expect(org["@context"]).toBe("https://schema.org")
    expect(crumb["@context"]).toBe("https://schema.org")
  })

  it.each([
    ["a closing script tag", "</script><script>alert(1)</script>"],
    ["an upper-case closing tag", "</SCRIPT >"],
    ["an HTML comment", "<!-- x -->"],
    ["a less-than sign", "price < $500"],
  ])("escapes %s so it cannot end the script element", (_name, text) => {
    for (const nodes of [[{ ...org, name: text }], [org, { ...crumb, name: text }]]) {
      const json = serializeJsonLd(nodes)
      expect(json).not.toContain("<")
      expect(json.toLowerCase()).not.toContain("</script")
      expect(JSON.stringify(JSON.parse(json))).toContain(JSON.stringify(text).slice(1, -1))
    }
  })

  it("round-trips every character through JSON.parse", () => {
    const node = { "@type": "Thing", name: '<b>&amp; "quoted" \u2028 ✈️ שלום</b>' }
    expect(JSON.parse(serializeJsonLd([node]))).toEqual(node)
  })
})
