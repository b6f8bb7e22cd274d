import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react"
import { systemSteps } from "../../src/theme/system-steps"
import { getSystem, prepareSystem } from "../../src/theme"

const config = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    cssVarsPrefix: "ck",
    theme: {
      tokens: { colors: { sand: { value: "#e8dcc4" } }, spacing: { 4: { value: "1rem" } } },
      semanticTokens: { colors: { accent: { value: { base: "{colors.sand}", _dark: "black" } } } },
      recipes: { pill: { base: { borderRadius: "full" }, variants: { size: { sm: { px: "4" } } } } },
    },
  }),
)

function runSteps() {
  const steps = systemSteps(config)
  let count = 0
  for (;;) {
    const step = steps.next()
    if (step.done) return { system: step.value, count }
    count += 1
  }
}

describe("systemSteps: Chakra's createSystem in steps", () => {
  const reference = createSystem(config)
  const { system, count } = runSteps()

  it("yields between steps", () => {
    expect(count).toBeGreaterThanOrEqual(2)
  })

  it("resolves styles, tokens and recipes exactly as createSystem does", () => {
    const styles = { color: "accent", px: "4", _hover: { bg: "sand" }, md: { display: "none" } }
    expect(system.css(styles)).toEqual(reference.css(styles))
    expect(system.token("colors.sand")).toBe("#e8dcc4")
    expect(system.token.var("colors.accent")).toBe(reference.token.var("colors.accent"))
    expect(system.getRecipeFn("pill")({ size: "sm" })).toEqual(reference.getRecipeFn("pill")({ size: "sm" }))
    expect(system.isValidProperty("px")).toBe(true)
    expect(system.isValidProperty("notAStyle")).toBe(false)
    expect(system.splitCssProps({ px: "4", href: "/x" })).toEqual(reference.splitCssProps({ px: "4", href: "/x" }))
  })

  it("makes the same global styles (reset, global CSS, token variables) when they are read", () => {
    expect(system._global).toEqual(reference._global)
    expect(JSON.stringify(system._global)).toContain("--ck-colors-sand")
  })
})

describe("the site's system", () => {
  it("prepareSystem resolves with the system getSystem returns", async () => {
    const prepared = await prepareSystem()
    expect(prepared).toBe(getSystem())
    expect(prepared.token("colors.gray.500")).toMatch(/^#|^rgb|^oklch/)
  })
})
