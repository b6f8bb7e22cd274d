/**
 * @jest-environment node
 */
import fs from "node:fs"
import type { CreateWebpackConfigArgs } from "gatsby"
import { siteFontFaces } from "../../src/node/font-subsets"
import { onCreateWebpackConfig } from "../../src/node/webpack-config"

type Replace = (resolved: { createData?: { resource?: string } }) => void
interface Config {
  module: unknown
  plugins: Array<{ pattern: RegExp; replace: Replace }>
}

/** Runs the hook for a stage with Gatsby's normalModuleReplacement helper recording what it is given. */
async function configFor(stage: string): Promise<Config> {
  const configs: Config[] = []
  const args = {
    stage,
    actions: { setWebpackConfig: (config: Config) => configs.push(config) },
    plugins: { normalModuleReplacement: (pattern: RegExp, replace: Replace) => ({ pattern, replace }) },
  } as unknown as CreateWebpackConfigArgs
  await onCreateWebpackConfig?.(args, {} as never, () => undefined)
  expect(configs).toHaveLength(1)
  return configs[0] as Config
}

it("makes an import of a missing export a build error in every stage", async () => {
  for (const stage of ["develop", "develop-html", "build-javascript", "build-html"]) {
    expect((await configFor(stage)).module).toEqual({ parser: { javascript: { exportsPresence: "error" } } })
  }
})

it("hands webpack the subset of every font file fonts.css imports, and leaves other files alone", async () => {
  const [replacement] = (await configFor("build-javascript")).plugins
  const fonts = siteFontFaces().map((face) => face.file)
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) {
    expect(replacement?.pattern.test(font)).toBe(true)
    const resolved = { createData: { resource: font } }
    replacement?.replace(resolved)
    expect(resolved.createData.resource).not.toBe(font)
    expect(fs.statSync(resolved.createData.resource).size).toBeLessThan(fs.statSync(font).size)
  }
  const other = { createData: { resource: "/somewhere/else/font.woff2" } }
  replacement?.replace(other)
  expect(other.createData.resource).toBe("/somewhere/else/font.woff2")
})
