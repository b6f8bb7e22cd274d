import * as React from "react"
import type { PageProps } from "gatsby"
import { render, screen } from "../support/render"
import NotFoundPage from "../../src/pages/404"

describe("404 page", () => {
  it("shows the title and a link home, and logs the attempted path", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const props = { location: { pathname: "/no/such/page" } } as unknown as PageProps
    render(<NotFoundPage {...props} />)
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(warn).toHaveBeenCalledWith(expect.any(String), "/no/such/page")
    warn.mockRestore()
  })
})
