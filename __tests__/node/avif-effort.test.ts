/**
 * @jest-environment node
 */
import path from "node:path"
import sharp from "sharp"
import { AVIF_EFFORT, setAvifEffort } from "../../src/node/avif-effort"

// A deterministic picture with enough detail that the encoder's effort changes its output
function testPicture(): sharp.Sharp {
  const size = 96
  const pixels = Buffer.alloc(size * size * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) % size) * 31) % 251
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
}

describe("the AVIF encoder's effort (src/node/avif-effort.ts)", () => {
  it("is the sharp module gatsby-plugin-sharp loads, so the default set here applies to its image jobs", () => {
    const pluginDir = path.dirname(require.resolve("gatsby-plugin-sharp/package.json"))
    expect(require.resolve("sharp", { paths: [pluginDir] })).toBe(require.resolve("sharp"))
  })

  it("makes avif() without an effort encode as with the site's effort", async () => {
    const explicitLow = await testPicture().avif({ effort: AVIF_EFFORT }).toBuffer()
    const sharpDefault = await testPicture().avif().toBuffer()
    expect(sharpDefault.equals(explicitLow)).toBe(false)
    setAvifEffort()
    const patched = await testPicture().avif().toBuffer()
    expect(patched.equals(explicitLow)).toBe(true)
    // an effort the caller gives still wins
    expect((await testPicture().avif({ effort: 4 }).toBuffer()).equals(sharpDefault)).toBe(true)
  })
})
