import * as React from "react"
import { within } from "@testing-library/react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { IslandPage as Page, ISLAND_PAGE_HTML } from "../support/island-page"

// React's own act: these tests hydrate a container by hand, as Gatsby does
const { act } = React
const unmount = (root: Root) => root.unmount()
/** root.render, named apart from Testing Library's render (its lint rules take any `render` for it). */
const update = (root: Root, ui: React.ReactElement) => root.render(ui)

describe("Island", () => {
  const idle = window.requestIdleCallback
  beforeEach(() => {
    // a browser that is never idle: only the visitor releases the island
    Object.assign(window, { requestIdleCallback: () => 0, cancelIdleCallback: () => {} })
  })
  afterEach(() => Object.assign(window, { requestIdleCallback: idle }))

  it("keeps its server HTML unhydrated until it is touched, then answers with the same nodes", async () => {
    const container = document.createElement("div")
    // the server's HTML (checked against renderToString in hydration-server.test.tsx)
    container.innerHTML = ISLAND_PAGE_HTML
    document.body.append(container)

    const presses = jest.fn()
    const root = await act(async () => hydrateRoot(container, <Page onPress={presses} />))
    const button = within(container).getByRole("button", { name: "Add to my trip" })
    // not hydrated: React has no handler on it yet
    expect(Object.keys(button).some((key) => key.startsWith("__reactFiber$"))).toBe(false)
    await act(async () => button.dispatchEvent(new FocusEvent("focusin", { bubbles: true })))
    expect(Object.keys(button).some((key) => key.startsWith("__reactFiber$"))).toBe(true)
    await act(async () => button.click())
    expect(presses).toHaveBeenCalledTimes(1)
    expect(within(container).getByRole("button")).toBe(button)
    await act(async () => unmount(root))
    container.remove()
  })

  it("renders at once in a client render (a client-side navigation)", async () => {
    const container = document.createElement("div")
    const root = createRoot(container)
    await act(async () => update(root, <Page onPress={() => {}} />))
    expect(within(container).getByRole("button", { name: "Add to my trip" })).toBeTruthy()
    await act(async () => unmount(root))
  })
})
