import * as React from "react"
import { Helmet } from "react-helmet"
import { render, screen } from "../../support/render"
import { Seo } from "../../../src/components/layout/seo"

// react-helmet keeps a list of mounted instances (react-side-effect), added to while rendering and removed from on
// unmount. A render React throws away must leave nothing in it, or its tags stay in the head for good.
const never = new Promise<never>(() => undefined)
function SuspendsForever(): React.ReactElement {
  throw never
}

/** What react-helmet would write into the head now (nothing at all before any instance has registered). */
const helmetState = () => (Helmet.peek() as { title?: string; scriptTags?: Array<{ innerHTML?: string }> } | undefined) ?? {}
const scripts = () => helmetState().scriptTags ?? []

describe("Seo", () => {
  it("leaves no tags behind from a render that never committed", async () => {
    render(
      <React.Suspense fallback={<p>Loading</p>}>
        <Seo title="Thrown away" description="A render React discards" path="/thrown-away" jsonLd={[{ "@type": "TouristTrip" }]} />
        <SuspendsForever />
      </React.Suspense>,
    )
    await screen.findByText("Loading")
    expect(helmetState().title ?? "").not.toContain("Thrown away")
    expect(scripts().map((s) => s.innerHTML ?? "")).not.toContainEqual(expect.stringContaining("TouristTrip"))
  })

  it("sets the title, the canonical link and the JSON-LD once it has committed, and removes them on unmount", async () => {
    const { unmount } = render(<Seo title="Services" description="What we do" path="/services" jsonLd={[{ "@type": "Service" }]} />)
    await screen.findByText((_, element) => element === document.body)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(helmetState().title).toContain("Services")
    expect(scripts().map((s) => s.innerHTML ?? "")).toContainEqual(expect.stringContaining('"@type":"Service"'))
    unmount()
    expect(helmetState().title ?? "").not.toContain("Services")
  })
})
