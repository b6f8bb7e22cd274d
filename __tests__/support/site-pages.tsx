import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import * as React from "react"
import type { Page, PageProps } from "gatsby"
import { RootProviders } from "../../src/components/layout/root-providers"
import { PageShell } from "../../src/components/layout/page-shell"
import { createPages } from "../../src/node/create-pages"
import { onCreatePage } from "../../src/node/localize-pages"
import { pageQueryOf, type ContentGraphql } from "./content-graphql"
import { SITE_URL } from "./static-query-data"

const ROOT = path.resolve(__dirname, "../..")

/** A page as gatsby-node creates it: its address, its component's file (from the repository's root) and its context. */
export interface SitePage {
  path: string
  component: string
  context: Record<string, unknown>
}

/** Gatsby's path for a file of src/pages with gatsby-config's trailingSlash "never": index.tsx is /, about.tsx /about. */
const filePagePath = (file: string): string => {
  const name = path.basename(file, path.extname(file))
  return name === "index" ? "/" : `/${name}`
}

/**
 * Every page the build creates from a data/ folder: the file-routed pages of src/pages in each language
 * (src/node/localize-pages.ts) and the pages src/node/create-pages.ts makes from the records, with their contexts,
 * by running those gatsby-node APIs themselves over the data (contentGraphql answering their queries). The files they write (hotel catalogues, trip items) go
 * to a scratch folder.
 */
export async function createdPages({ run }: ContentGraphql): Promise<SitePage[]> {
  const pages: SitePage[] = []
  const actions = {
    createPage: (page: { path: string; component: string; context?: Record<string, unknown> }) =>
      pages.push({ path: page.path, component: path.relative(ROOT, page.component), context: page.context ?? {} }),
    deletePage: () => {},
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "site-pages-"))
  // writeHotelCatalogues and writeTripItems write under path.resolve("public")
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(scratch)
  try {
    const reporter = {
      panicOnBuild: (message: string, error?: unknown) => {
        throw new Error(`${message}: ${String(error)}`)
      },
    }
    await createPages?.(
      { graphql: run, actions, reporter } as unknown as Parameters<NonNullable<typeof createPages>>[0],
      {} as never,
      () => undefined,
    )
  } finally {
    cwd.mockRestore()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  const pagesDir = path.join(ROOT, "src/pages")
  for (const file of fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith(".tsx"))
    .sort()) {
    const page = { path: filePagePath(file), component: path.join(pagesDir, file), context: {} } as unknown as Page
    void onCreatePage?.({ page, actions } as unknown as Parameters<NonNullable<typeof onCreatePage>>[0], {} as never, () => undefined)
  }
  return pages
}

/** What Gatsby hands a page component: its query's result for the page's context, the context, the location. */
export async function pageProps(page: SitePage, { run }: ContentGraphql): Promise<PageProps> {
  const query = pageQueryOf(page.component)
  const data = query ? (await run(query, page.context)).data : {}
  const url = new URL(page.path, SITE_URL)
  const location = { pathname: url.pathname, search: "", hash: "", href: url.href, origin: url.origin, state: null }
  return { data, pageContext: page.context, location, path: page.path, uri: page.path, params: {} } as unknown as PageProps
}

/** The page component of a file, as Gatsby renders it: the root's providers and the page shell (gatsby-browser.tsx). */
export function sitePageElement(Page: React.ComponentType<PageProps>, props: PageProps): React.ReactElement {
  return (
    <RootProviders>
      <PageShell pageContext={props.pageContext as { language?: string; pagePath?: string }} pathname={props.location.pathname}>
        <Page {...props} />
      </PageShell>
    </RootProviders>
  )
}
