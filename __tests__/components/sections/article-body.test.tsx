import * as React from "react"
import { render, screen } from "../../support/render"
import { ArticleBody } from "../../../src/components/sections/article-body"

type Sections = React.ComponentProps<typeof ArticleBody>["sections"]

const sections: Sections = [
  { heading: null, blocks: [{ type: "paragraph", text: "An untitled intro.", style: null, items: null, cite: null, title: null }] },
  {
    heading: "Where to eat",
    blocks: [{ type: "paragraph", text: "A titled section.", style: null, items: null, cite: null, title: null }],
  },
]

describe("ArticleBody", () => {
  // the W3C checker warns "Section lacks heading" for a <section> without one
  it("renders a <section> only for a body section with a heading", () => {
    render(<ArticleBody sections={sections} />)
    const intro = screen.getByText("An untitled intro.")
    expect(intro.closest("section")).toBeNull()
    const titled = screen.getByText("A titled section.").closest("section")
    expect(titled).not.toBeNull()
    expect(titled?.querySelector("h2")).toHaveTextContent("Where to eat")
  })
})
