/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { onCreateWebpackConfig } from "../../src/node/webpack-config"

it("makes an import of a missing export a build error in every stage", () => {
  const configs: unknown[] = []
  for (const stage of ["develop", "develop-html", "build-javascript", "build-html"]) {
    const args = { stage, actions: { setWebpackConfig: (config: unknown) => configs.push(config) } } as unknown as CreateWebpackConfigArgs
    void onCreateWebpackConfig?.(args, {} as never, () => undefined)
  }
  expect(configs).toEqual(Array(4).fill({ module: { parser: { javascript: { exportsPresence: "error" } } } }))
})
