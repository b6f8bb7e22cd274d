// The system is created at the first render, not when the page's script loads its modules (src/theme/index.ts):
// that kept the script's start one long task shorter on a phone. This fails if the theme goes back to creating it
// at import.
const mockCreateSystem = jest.fn()
jest.mock("@chakra-ui/react", () => {
  const actual: typeof import("@chakra-ui/react") = jest.requireActual("@chakra-ui/react")
  return {
    ...actual,
    createSystem: (...args: Parameters<typeof actual.createSystem>) => {
      mockCreateSystem()
      return actual.createSystem(...args)
    },
  }
})

describe("the site's Chakra system", () => {
  it("is not created when the theme module loads, and is created once at first use", async () => {
    const { siteSystem } = await import("../../src/theme")
    expect(mockCreateSystem).not.toHaveBeenCalled()
    const first = siteSystem()
    expect(siteSystem()).toBe(first)
    expect(mockCreateSystem).toHaveBeenCalledTimes(1)
    expect(first.token("colors.brand.ink")).toBe("#0F1B2D")
  })
})
