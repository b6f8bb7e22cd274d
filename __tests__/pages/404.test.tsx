import * as React from "react"
import type { PageProps } from "gatsby"
import { render, screen } from "../support/render"
import NotFoundPage from "../../src/pages/404"
import { languages, textsIn } from "../support/static-query-data"

describe("404 page", () => {
  it.each(languages.map(({ code }) => [code, code === languages[0]?.code ? "/" : `/${code}`]))(
    "in %s shows the title and a link to that language's home (%s), and logs the attempted path",
    (language, home) => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
      const texts = textsIn(language)
      const pathname = `${home === "/" ? "" : home}/no/such/page`
      const props = { location: { pathname } } as unknown as PageProps
      render(<NotFoundPage {...props} />, { language })
      expect(screen.getByRole("heading", { level: 1, name: texts["notFound.title"] })).toBeInTheDocument()
      expect(screen.getByRole("link", { name: texts["notFound.home"] })).toHaveAttribute("href", home)
      expect(warn).toHaveBeenCalledWith(expect.any(String), pathname)
      warn.mockRestore()
    },
  )
})
