// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBootstrap
// The content manager at /admin: written into public/admin/ after bootstrap, so `gatsby develop` (which serves
// public/) and `gatsby build` get it from the same code. Nothing of it is linked or bundled from the site's pages.
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentKinds } from "../content/kinds"
import { decapConfig, renderConfigYaml, type CmsContext } from "../cms/decap-config"
import { DATA_DIR } from "./data-dir"
import { buildTable } from "../lib/translate"
import { PREVIEW_TEXT_KEYS, type PreviewTexts } from "../cms/preview/preview-texts"

/**
 * The GitHub repository the production CMS commits to. Set CMS_GITHUB_REPO ("owner/name") where the site is built,
 * or change this placeholder (README: "Content manager").
 */
export const CMS_REPO = process.env.CMS_GITHUB_REPO || "your-org/luxury-dmc-thailand"
export const CMS_BRANCH = process.env.CMS_GITHUB_BRANCH || "main"

const ROOT = process.cwd()
/** Resolves packages from the project (Gatsby compiles gatsby-node without a `require`). */
const projectRequire = createRequire(path.join(ROOT, "package.json"))
const PREVIEW_SOURCES = path.join(ROOT, "src/cms/preview")
/** The preview's TypeScript, bundled for the browser with what it imports from src/lib (translate, priceText). */
export const PREVIEW_ENTRY = path.join(PREVIEW_SOURCES, "preview.ts")
/** The site's own font files, for the preview pane (see preview.css). */
const FONTS = [
  "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
]

/** decap-cms.js and what it loads at run time (its numbered chunks and WebAssembly), without source maps. */
export function isDecapRuntimeFile(name: string): boolean {
  return /^(?:\d+\.)?decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name) || name === "decap-cms.js.LICENSE.txt"
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"))

/** data/languages.json: the languages content is written in, the default first. */
export function readLanguages(dataDir: string): Array<{ code: string; name: string }> {
  return readJson(path.join(dataDir, "languages.json")) as Array<{ code: string; name: string }>
}

/** What the schema does not say, read from data/: the languages, the destinations, the artwork ids. */
export function cmsContext(dataDir: string): CmsContext {
  const languages = readLanguages(dataDir).map((language) => language.code)
  const inDefaultLanguage = `.${languages[0] ?? "en"}.json`
  const destinationsDir = path.join(dataDir, "destinations")
  const destinations = fs
    .readdirSync(destinationsDir)
    .filter((name) => name.endsWith(inDefaultLanguage))
    .map((name) => readJson(path.join(destinationsDir, name)) as { slug: string; name: string; order?: number })
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name))
    .map(({ slug, name }) => ({ slug, name }))
  const pictures = readJson(path.join(dataDir, `artwork${inDefaultLanguage}`)) as Array<{ id: string }>
  return { destinations, languages, pictureIds: pictures.map((record) => record.id).sort(), repo: CMS_REPO, branch: CMS_BRANCH }
}

/**
 * The texts of PREVIEW_TEXT_KEYS in every language, from data/translations as the site reads them (buildTable): the
 * previews write "per night" and "On request" in the previewed language, as the site's cards do.
 */
export function previewTexts(dataDir: string, languages: readonly string[]): PreviewTexts {
  const folder = path.join(dataDir, "translations")
  const files = fs.readdirSync(folder).filter((name) => name.endsWith(".json"))
  return Object.fromEntries(
    languages.map((language) => {
      const sources = files
        .filter((name) => name.endsWith(`.${language}.json`))
        .sort()
        .map((name) => ({ language, ...(readJson(path.join(folder, name)) as { entries: Array<{ key: string; text: string }> }) }))
      const table = buildTable(sources, language)
      const ofKeys = PREVIEW_TEXT_KEYS.flatMap((key) => {
        const text = table[key]
        return text === undefined ? [] : [[key, text] as const]
      })
      return [language, Object.fromEntries(ofKeys)]
    }),
  )
}

/**
 * preview.ts as the browser script /admin/preview.js: one IIFE whose CMS, h and createClass are the globals
 * decap-cms.js sets (esbuild, which tsx brings, resolved from the project like Decap's files).
 */
export function bundlePreview(): string {
  const esbuild = projectRequire("esbuild") as typeof import("esbuild")
  const result = esbuild.buildSync({
    entryPoints: [PREVIEW_ENTRY],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    write: false,
    logLevel: "silent",
  })
  const [output] = result.outputFiles
  if (!output) throw new Error("cms: esbuild wrote no preview.js")
  return output.text
}

/** JSON in a single-quoted HTML attribute. */
const attribute = (value: unknown): string => JSON.stringify(value).replace(/&/g, "&amp;").replace(/'/g, "&#39;")

export function adminIndexHtml(
  hotelCollections: readonly string[],
  languages: ReadonlyArray<{ code: string; name: string }>,
  texts: PreviewTexts,
): string {
  // preview.js names the languages in its messages ("Deutsch (DE): Description is required")
  const languageNames = Object.fromEntries(languages.map(({ code, name }) => [code, name]))
  // No inline script: the /admin CSP allows scripts from 'self' only. Absolute URLs: /admin (no slash) works too
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>Content manager</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/preview.js" data-hotel-collections='${attribute(hotelCollections)}' data-languages='${attribute(languageNames)}' data-texts='${attribute(texts)}'></script>
</body>
</html>
`
}

/** Writes <publicDir>/admin/: index.html, config.yml, the Decap bundle, the preview script, styles and fonts. */
export function writeAdmin({ publicDir, dataDir }: { publicDir: string; dataDir: string }): { files: number; collections: number } {
  const admin = path.join(publicDir, "admin")
  fs.rmSync(admin, { recursive: true, force: true })
  fs.mkdirSync(path.join(admin, "fonts"), { recursive: true })
  const config = decapConfig(contentKinds, cmsContext(dataDir))
  fs.writeFileSync(path.join(admin, "config.yml"), renderConfigYaml(config))
  const hotelCollections = config.collections.filter((c) => c.folder?.startsWith("data/hotels/")).map((c) => c.name)
  const languages = readLanguages(dataDir)
  const texts = previewTexts(
    dataDir,
    languages.map(({ code }) => code),
  )
  fs.writeFileSync(path.join(admin, "index.html"), adminIndexHtml(hotelCollections, languages, texts))
  let files = 2
  const decapDist = path.dirname(projectRequire.resolve("decap-cms/dist/decap-cms.js"))
  for (const name of fs.readdirSync(decapDist).filter(isDecapRuntimeFile)) {
    fs.copyFileSync(path.join(decapDist, name), path.join(admin, name))
    files++
  }
  fs.writeFileSync(path.join(admin, "preview.js"), bundlePreview())
  fs.copyFileSync(path.join(PREVIEW_SOURCES, "preview.css"), path.join(admin, "preview.css"))
  files += 2
  for (const font of FONTS) {
    fs.copyFileSync(projectRequire.resolve(font), path.join(admin, "fonts", path.basename(font)))
    files++
  }
  return { files, collections: config.collections.length }
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const { files, collections } = writeAdmin({ publicDir: path.join(ROOT, "public"), dataDir: DATA_DIR })
  reporter.info(`cms: wrote public/admin/ (${files} files, ${collections} collections)`)
}

/** `gatsby develop` serves public/ but never its .html files (it renders pages itself): answer /admin/ from the file. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(["/admin/", "/admin/index.html"], (_request: unknown, response: { sendFile(file: string): void }) => {
    response.sendFile(path.join(ROOT, "public/admin/index.html"))
  })
}
