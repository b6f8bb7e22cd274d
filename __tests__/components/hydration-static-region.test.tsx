import * as React from "react"
import { within } from "@testing-library/react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { StaticRegion } from "../../src/components/hydration/static-region"

// React's own act (not Testing Library's render): these tests hydrate a container by hand, as Gatsby does
const { act } = React
/** root.render, named apart from Testing Library's render (its lint rules take any `render` for it). */
const update = (root: Root, ui: React.ReactElement) => root.render(ui)

/** Counts its renders in the browser: a static region must not render it when the page hydrates. */
function Counted({ renders, text }: { renders: { count: number }; text: string }) {
  renders.count += 1
  return <p>{text}</p>
}

function Page({ renders, text, label }: { renders: { count: number }; text: string; label: string }) {
  return (
    <main>
      <button type="button">{label}</button>
      <StaticRegion>
        <Counted renders={renders} text={text} />
      </StaticRegion>
    </main>
  )
}

/**
 * The page's HTML as the server writes it. (renderToString cannot stand in here: under jsdom there is a document,
 * so the region takes itself for the browser; the server's own output is checked in static-region-server.test.tsx.)
 */
async function serverHtml(ui: React.ReactElement): Promise<string> {
  const scratch = document.createElement("div")
  const root = createRoot(scratch)
  await act(async () => update(root, ui))
  const html = scratch.innerHTML
  await act(async () => root.unmount())
  return html
}

describe("StaticRegion", () => {
  it("keeps the server's nodes when the page hydrates and after updates above it, and never renders its children", async () => {
    const container = document.createElement("div")
    container.innerHTML = await serverHtml(<Page renders={{ count: 0 }} text="From the server" label="Go" />)
    document.body.append(container)
    const paragraph = within(container).getByText("From the server")
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    const renders = { count: 0 }
    const root = await act(async () => hydrateRoot(container, <Page renders={renders} text="From the server" label="Go" />))
    expect(renders.count).toBe(0)
    expect(within(container).getByText("From the server")).toBe(paragraph)
    await act(async () => update(root, <Page renders={renders} text="Changed" label="Stop" />))
    expect(within(container).getByRole("button")).toHaveTextContent("Stop")
    expect(within(container).getByText("From the server")).toBe(paragraph)
    expect(renders.count).toBe(0)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    await act(async () => root.unmount())
    container.remove()
  })

  it("renders its children in a client render (a client-side navigation, gatsby develop)", async () => {
    const container = document.createElement("div")
    const renders = { count: 0 }
    const root = createRoot(container)
    await act(async () => update(root, <Page renders={renders} text="In the browser" label="Go" />))
    expect(within(container).getByText("In the browser")).toBeTruthy()
    expect(renders.count).toBe(1)
    await act(async () => update(root, <Page renders={renders} text="Next page" label="Go" />))
    expect(within(container).getByText("Next page")).toBeTruthy()
    await act(async () => root.unmount())
  })
})
