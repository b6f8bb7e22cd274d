import * as React from "react"
import { render as rtlRender, type RenderOptions } from "@testing-library/react"
import { RootProviders } from "../../src/components/layout/root-providers"

/** Renders inside the same providers as the site (Chakra system, translations). */
export function render(ui: React.ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return rtlRender(ui, { wrapper: ({ children }) => <RootProviders>{children}</RootProviders>, ...options })
}

export * from "@testing-library/react"
