import * as React from "react"
import { render, screen } from "../../support/render"
import { Button } from "../../../src/components/ui/button"
import { SiteLink } from "../../../src/components/ui/link"
import { ExternalLink } from "../../../src/components/ui/external-link"

describe("Button", () => {
  it('is a <button type="button"> by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole("button", { name: "Save" })
    expect(button.tagName).toBe("BUTTON")
    expect(button).toHaveAttribute("type", "button")
  })

  it("keeps a type it is given", () => {
    render(<Button type="submit">Send</Button>)
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("type", "submit")
  })

  // type is not an attribute of <a> (the W3C checker reports type="button" on a link as an error)
  it.each([
    ["a plain <a>", <a href="/contact">Contact</a>],
    ["SiteLink", <SiteLink to="/contact">Contact</SiteLink>],
    [
      "ExternalLink",
      <ExternalLink href="https://example.com/" label="Contact">
        Contact
      </ExternalLink>,
    ],
  ])("with asChild renders %s styled as a button, without a type attribute", (_name, child) => {
    render(
      <Button asChild variant="solid">
        {child}
      </Button>,
    )
    const link = screen.getByRole("link", { name: /Contact/ })
    expect(link).not.toHaveAttribute("type")
    expect(link).toHaveClass("button")
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })
})
