import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { expect, test } from "@playwright/test"
import { HtmlValidate, type ConfigData, type Message } from "html-validate"
import vnuJar from "vnu-jar"
import { checkBudgets, formatTable, loadBudgets, measureRoutes } from "../scripts/js-budget"
import { elements, listHtmlFiles, pagePath, parseHtml, textOf } from "../scripts/lab/html"
import { checkLinks, formatReport } from "../scripts/link-check"
import { siteFontFaces } from "../src/node/font-subsets"
import { heldCharacters } from "./support/font-glyphs"

/**
 * Checks of the built files themselves, no browser: HTML validity (html-validate, and the W3C Nu
 * HTML Checker from the vnu-jar package, which needs `java` on the PATH), internal links
 * and anchors (scripts/link-check.ts: linkinator over the served build), JavaScript per route against scripts/budgets.json
 * (scripts/js-budget.ts). The build is public/ unless PUBLIC_DIR names another one (absolute, or
 * relative to the repository root), e.g. PUBLIC_DIR=/tmp/public-snapshot.
 */
const REPO_ROOT = path.resolve(__dirname, "..")
const PUBLIC_DIR = path.resolve(REPO_ROOT, process.env.PUBLIC_DIR ?? "public")
const HTMLVALIDATE_CONFIG = path.join(REPO_ROOT, "scripts", "htmlvalidate.json")

const built = fs.existsSync(path.join(PUBLIC_DIR, "index.html"))
/** Fails (never skips) a check of the build when there is none. */
const expectBuilt = () => expect(built, `no built site at ${PUBLIC_DIR} (gatsby build, or PUBLIC_DIR=…)`).toBe(true)

/** Every built HTML document: public/**\/*.html without static/, ~partytown and Gatsby's slice fragments (_gatsby/slices, stitched into each page and validated there). */
function htmlDocuments(): string[] {
  return listHtmlFiles(PUBLIC_DIR)
    .map((file) => path.relative(PUBLIC_DIR, file).split(path.sep).join("/"))
    .filter(
      (rel) =>
        !rel.startsWith("static/") && !rel.startsWith("_gatsby/slices/") && !rel.split("/").some((part) => part.startsWith("~partytown")),
    )
}

test("the build is there", () => {
  expectBuilt()
})

test.describe("html-validate", () => {
  const raw = JSON.parse(fs.readFileSync(HTMLVALIDATE_CONFIG, "utf8")) as ConfigData & { _reasons?: Record<string, string> }
  const { _reasons: reasons = {}, ...config } = raw
  let validator: HtmlValidate | undefined
  const validate = () => (validator ??= new HtmlValidate(config))

  test("scripts/htmlvalidate.json extends the recommended preset and gives a reason for every change to it", () => {
    expect(config.extends).toContain("html-validate:recommended")
    const changes = [
      ...Object.keys(config.rules ?? {}).map((rule) => rule),
      ...(config.elements ?? []).flatMap((entry) => (typeof entry === "string" ? [] : Object.keys(entry).map((tag) => `elements.${tag}`))),
    ]
    const explained = Object.keys(reasons).filter((key) => !key.startsWith("_"))
    for (const change of changes) {
      expect(
        explained.some((key) => key === change || key.startsWith(`${change}.`)),
        `a reason for ${change}`,
      ).toBe(true)
    }
    for (const key of explained)
      expect(
        changes.some((change) => key === change || key.startsWith(`${change}.`)),
        `"${key}" explains a change that is not there`,
      ).toBe(true)
  })

  for (const file of built ? htmlDocuments() : []) {
    test(`${file} is valid`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")
      const report = await validate().validateString(html, path.join(PUBLIC_DIR, file))
      const messages = report.results.flatMap((result) => result.messages)
      const describe = (m: Message) => `${m.ruleId} ${m.line}:${m.column} ${m.message} — ${m.selector ?? ""}`
      expect.soft(messages.map(describe), `html-validate errors in ${file}`).toEqual([])

      // img metadata drops the required src for gatsby-plugin-image's lazy images only: check that here instead
      const imgsWithoutSrc = [...html.matchAll(/<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)]
        .map((m) => m[0])
        .filter((tag) => !/\ssrc=/i.test(tag))
      const notGatsbyImage = imgsWithoutSrc.filter((tag) => !(/\sdata-src=/i.test(tag) && /\sdata-main-image[\s=/>]/i.test(tag)))
      expect(notGatsbyImage, `<img> without src that is not a gatsby-plugin-image lazy image in ${file}`).toEqual([])
    })
  }
})

/** One message of vnu's `--format json` output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  subType?: string
  url?: string
  message: string
  extract?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
}

/**
 * vnu errors that are not errors of the site's: gatsby-plugin-image's own markup, which the site cannot change (short
 * of patching the package), and HTML newer than vnu. Each is matched by vnu's exact message and by the element vnu
 * points at, looked up in the file, so the same message on any other element still fails.
 */
const VNU_KNOWN: Array<{ message: string; element: RegExp; reason: string }> = [
  {
    message: "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    element: /^<link data-react-helmet="true" rel="expect" href="#page-banner-end" blocking="render"\/>$/,
    reason:
      'HTML has allowed blocking="render" on <link rel=expect> since 2024 (https://html.spec.whatwg.org/multipage/links.html#link-type-expect); vnu 26.9.27, the latest release, predates it and html-validate 10 accepts it. The banner\'s first-frame wait (src/components/layout/page-banner.tsx).',
  },
  {
    message: "Element “source” is missing required attribute “srcset”.",
    element: /^<source\b[^>]*\sdata-srcset="/,
    reason:
      "gatsby-plugin-image server-renders a lazy image's <source> with data-srcset instead of srcset; its script copies it to srcset when the image nears the viewport (a <noscript> copy carries srcset).",
  },
  {
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    element: /^<(?:source|img)\b[^>]*\sdata-srcset="/,
    reason: "The same lazy <source> and <img>: they carry sizes beside data-srcset, which becomes srcset once the script runs.",
  },
  {
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    element: /^<img\b(?=[^>]*\sdata-main-image[\s=/>])(?=[^>]*\sdata-src=")[^>]*>$/,
    reason:
      "gatsby-plugin-image's lazy main image, <img data-main-image data-src data-srcset>, has no src until its script swaps data-src in (the same exception as html-validate's img metadata in scripts/htmlvalidate.json).",
  },
  {
    message: "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.",
    element: /^<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml;charset=utf-8,%3Csvg%20height=/,
    reason:
      'The sizer of a constrained-layout GatsbyImage: an empty SVG <img alt="" role="presentation" aria-hidden="true"> that gives the wrapper its aspect ratio, hard-coded in gatsby-plugin-image\'s LayoutWrapper.',
  },
]

test("vnu (the W3C Nu HTML Checker) finds no errors in any built page, apart from gatsby-plugin-image's own lazy markup and HTML newer than vnu", () => {
  expectBuilt()
  test.setTimeout(180_000) // one JVM over every page: ~20 s on an idle 2-core machine
  const files = htmlDocuments()
  expect(files.length).toBeGreaterThan(10)
  // vnu-jar's export is a String object; spawnSync wants primitive strings
  const args = [
    "-jar",
    String(vnuJar),
    "--format",
    "json",
    "--errors-only",
    "--exit-zero-always",
    ...files.map((f) => path.join(PUBLIC_DIR, f)),
  ]
  const run = spawnSync("java", args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 })
  expect(run.error?.message, "java could not be started (install a JRE: .ci/run adds default-jre-headless)").toBeUndefined()
  expect(run.status, `vnu exited with ${run.status}: ${run.stdout}${run.stderr.slice(0, 2000)}`).toBe(0)
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }

  const lines = new Map<string, string[]>()
  /** The start tag vnu points at: it reports the position of the tag's closing ">". */
  const elementAt = (file: string, m: VnuMessage) => {
    if (m.lastLine === undefined || m.lastColumn === undefined) return ""
    if (!lines.has(file)) lines.set(file, fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").split("\n"))
    const line = lines.get(file)?.[m.lastLine - 1] ?? ""
    return line.slice(line.lastIndexOf("<", m.lastColumn - 1), m.lastColumn)
  }

  const filtered = new Map<string, number>()
  const errors: string[] = []
  for (const m of messages) {
    const file = m.url ? path.relative(PUBLIC_DIR, fileURLToPath(new URL(m.url))) : "(no file)"
    const known = m.type === "error" ? VNU_KNOWN.find((f) => f.message === m.message && f.element.test(elementAt(file, m))) : undefined
    if (known) filtered.set(known.message, (filtered.get(known.message) ?? 0) + 1)
    else
      errors.push(
        `${file}:${m.lastLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"} ${m.type} ${m.message} — ${m.extract?.trim() ?? ""}`,
      )
  }
  console.log(
    `vnu: ${messages.length} errors over ${files.length} pages; ${messages.length - errors.length} are known (gatsby-plugin-image's lazy markup, HTML newer than vnu):\n` +
      VNU_KNOWN.map((f) => `  ${String(filtered.get(f.message) ?? 0).padStart(5)}  ${f.message}`).join("\n"),
  )
  expect(errors, "vnu errors (file:line:column)").toEqual([])
})

test("every internal link, asset and anchor resolves in the build; external links are listed", async () => {
  // linkinator requests about 1,600 URLs from the local server: some 10 s alone, several times that beside wrk or vnu
  test.setTimeout(180_000)
  expectBuilt()
  const report = await checkLinks(PUBLIC_DIR)
  console.log(formatReport(report))
  expect(report.files).toBeGreaterThan(10)
  expect(report.origin, "site origin (from sitemap-index.xml)").toBeTruthy()
  expect(
    report.broken.map(({ page, url, problem }) => `${page} ${url} → ${problem}`),
    "broken links",
  ).toEqual([])
})

test("the link check fails on a broken link, fragment, lazy image, empty or javascript: URL (a small site of its own)", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "link-check-"))
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`
  fs.mkdirSync(path.join(site, "de"))
  fs.writeFileSync(path.join(site, "de", "index.html"), page(`<h1 id="start">Start</h1><a href="/#missing-section">back</a>`))
  fs.writeFileSync(
    path.join(site, "index.html"),
    page(
      `<h1 id="top-heading">Home</h1><a href="/de/">ok</a><a href="/de/#start">ok</a><a href="https://www.example.com/de/#start">ok</a>` +
        `<a href="/gone">gone</a><a href="#nowhere">nowhere</a><a href="">empty</a><a href="javascript:void(0)">js</a>` +
        `<img alt="" data-src="/lazy.png"><a href="https://elsewhere.example.org/">external</a>`,
    ),
  )
  try {
    const report = await checkLinks(site, { origin: "https://www.example.com" })
    const broken = report.broken.map(({ url, problem }) => `${url} → ${problem}`)
    expect(broken).toEqual(
      expect.arrayContaining([
        "/gone → status 404",
        "/#nowhere → Fragment identifier '#nowhere' not found on page",
        "/#missing-section → Fragment identifier '#missing-section' not found on page",
        " → empty a[href]",
        "javascript:void(0) → javascript: URL",
        "/lazy.png → no file for /lazy.png",
      ]),
    )
    expect(broken).toHaveLength(6)
    expect(report.external).toEqual({ "elsewhere.example.org": 1 })
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
})

test("every route's JavaScript before interaction is within its gzip budget (scripts/budgets.json)", async () => {
  expectBuilt()
  const checked = checkBudgets(measureRoutes(PUBLIC_DIR), loadBudgets())
  console.log(`JavaScript before interaction (gzip -9, KB = 1024 bytes)\n${formatTable(checked)}`)
  expect(checked.length).toBeGreaterThan(10)
  // Gatsby's runtime, React and the app bundle are part of every route, however the page starts them
  const BUNDLES = ["/webpack-runtime-", "/framework-", "/app-"]
  expect(
    checked
      .filter((r) => !BUNDLES.every((bundle) => r.scripts.some((script) => script.url.startsWith(bundle))))
      .map((r) => `${r.route}: ${r.scripts.map((script) => script.url).join(" ")}`),
    "routes whose measured scripts leave out one of Gatsby's bundles",
  ).toEqual([])
  expect(
    checked.filter((r) => r.missing.length > 0).map((r) => `${r.route}: ${r.missing.join(", ")}`),
    "scripts named by a page but missing from the build",
  ).toEqual([])
  expect(
    checked.filter((r) => r.over).map((r) => `${r.route}: ${r.kb.toFixed(1)} KB > ${r.budget} KB`),
    "routes over their JavaScript budget",
  ).toEqual([])
})

test("the web fonts the pages name are the build's subsets and hold every character any page shows that the full font has", async () => {
  expectBuilt()
  const shown = new Set<string>()
  const fontUrls = new Set<string>()
  for (const rel of htmlDocuments()) {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, rel), "utf8")
    for (const [, url] of html.matchAll(/url\((\/static\/[^)]+\.woff2)\)/g)) fontUrls.add(url as string)
    for (const body of elements(parseHtml(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")), "body")) {
      for (const character of textOf(body)) if (character > " ") shown.add(character)
    }
  }
  const originals = new Map(siteFontFaces().map(({ file }) => [path.basename(file, ".woff2"), file]))
  expect(fontUrls.size, "fonts named by the pages' CSS").toBe(originals.size)
  const candidates = [...shown].join("")
  const problems: string[] = []
  for (const url of fontUrls) {
    // webpack names a file <name>-<hash>.woff2
    const original = originals.get(path.basename(url, ".woff2").replace(/-[0-9a-f]{32}$/, ""))
    if (!original) {
      problems.push(`${url}: not one of the files fonts.css names`)
      continue
    }
    const served = fs.readFileSync(path.join(PUBLIC_DIR, url))
    if (served.length >= fs.statSync(original).size) problems.push(`${url}: ${served.length} bytes, not smaller than ${original}`)
    const held = await heldCharacters(served, candidates)
    const missing = [...(await heldCharacters(fs.readFileSync(original), candidates))].filter((character) => !held.has(character))
    if (missing.length > 0) problems.push(`${url}: lacks ${JSON.stringify(missing.join(""))}`)
  }
  expect(problems).toEqual([])
})

test("each page's head names the page itself: a <title>, and canonical and og:url equal to its own URL", async () => {
  expectBuilt()
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""))
  const problems: string[] = []
  for (const file of listHtmlFiles(PUBLIC_DIR)) {
    const route = pagePath(PUBLIC_DIR, file)
    const own = [...listed].find((url) => new URL(url).pathname === route)
    if (!own) continue // 404 pages and slices are not in the sitemap
    const document = parseHtml(fs.readFileSync(file, "utf8"))
    const title = elements(document, "title").map(textOf)[0]?.trim()
    const canonical = elements(document, "link").find((link) => link.attribs.rel === "canonical")?.attribs.href
    const ogUrl = elements(document, "meta").find((meta) => meta.attribs.property === "og:url")?.attribs.content
    if (!title) problems.push(`${route}: no <title>`)
    if (canonical !== own) problems.push(`${route}: canonical is ${canonical ?? "missing"}`)
    if (ogUrl !== own) problems.push(`${route}: og:url is ${ogUrl ?? "missing"}`)
  }
  expect(problems, "pages whose static <head> describes another page").toEqual([])
})
