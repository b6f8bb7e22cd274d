import * as React from "react"
import { render, screen } from "@testing-library/react"
import { TranslationProvider, useTranslation } from "../../src/hooks/use-translation"

function Probe({ k }: { k: string }) {
  const { t } = useTranslation()
  return <span>{t(k)}</span>
}

describe("useTranslation", () => {
  it("throws an error naming the hook outside its provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<Probe k="nav.home" />)).toThrow("useTranslation must be used inside a TranslationProvider")
    spy.mockRestore()
  })

  it("shows the text for a known key and the key itself for an unknown one", () => {
    render(
      <TranslationProvider table={{ "nav.home": "Home" }}>
        <Probe k="nav.home" />
        <Probe k="missing.key" />
      </TranslationProvider>,
    )
    expect(screen.getByText("Home")).toBeInTheDocument()
    expect(screen.getByText("missing.key")).toBeInTheDocument()
  })
})
