import { defaultConfig } from "@chakra-ui/react"
import { breakpoints, chakraSemanticTokens, chakraTokens, toastSlotRecipe } from "../../src/theme/chakra-parts"

// The site takes Chakra's token sets file by file from its build ("@chakra-dist/…", src/node/webpack-config.ts)
// instead of the theme barrel, which brings every component recipe (+20 KB gzip on every page). These must stay
// exactly what Chakra's own default config holds, so an upgrade that moves or changes them fails here.
describe("Chakra parts taken file by file", () => {
  const theme = defaultConfig.theme ?? {}

  it.each(Object.keys(chakraTokens) as Array<keyof typeof chakraTokens>)("token set %s is Chakra's", (name) => {
    expect(chakraTokens[name]).toEqual(theme.tokens?.[name])
  })

  it.each(Object.keys(chakraSemanticTokens) as Array<keyof typeof chakraSemanticTokens>)("semantic token set %s is Chakra's", (name) => {
    expect(chakraSemanticTokens[name]).toEqual(theme.semanticTokens?.[name])
  })

  it("breakpoints and the toast recipe are Chakra's", () => {
    expect(breakpoints).toEqual(theme.breakpoints)
    expect(toastSlotRecipe).toEqual(theme.slotRecipes?.toast)
  })
})
