// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { siteUrl } from "./src/node/site-url"
import { jsonTypeName } from "./src/node/json-type-name"
import { localSearchOptions } from "./src/node/search-index"
import { feedOptions } from "./src/node/feed"
import { DATA_DIR } from "./src/node/data-dir"
import { readCompany, readLanguages } from "./src/node/config-data"
import { sitemapOptions } from "./src/node/sitemap"
import { apiProxy } from "./src/node/develop-api-proxy"

const company = readCompany()
const languages = readLanguages()

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: company.name, description: company.tagline },
  // Typed GraphQL queries: writes src/gatsby-types.d.ts (committed so `tsc` works before a build)
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // Queries in gatsby-node modules are typed too (each a named query in a /* GraphQL */ string)
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/**/*.ts"],
  },
  trailingSlash: "never",
  // gatsby develop passes /api/ to the site's server (API_URL, default http://localhost:9000: `npm run server`)
  developMiddleware: apiProxy(),
  plugins: [
    // All content lives in data/ as JSON and pictures
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: DATA_DIR } },
    // One node type per content kind, named in src/node/json-type-name.ts
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    // Responsive WebP pictures (JPEG for browsers without WebP) with placeholders
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], quality: 70, placeholder: "blurred" } },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    // Document metadata from the Seo component, rendered into the static HTML
    "gatsby-plugin-react-helmet",
    // A prebuilt search store over all content per language, fetched by the search dialog on first open
    ...languages.map(({ code }) => ({ resolve: "gatsby-plugin-local-search", options: localSearchOptions(code, languages) })),
    // sitemap-index.xml for crawlers, every language with its alternates (404 and the content manager excluded)
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(siteUrl, languages) },
    // RSS of the articles per language, linked from the head of that language's pages
    { resolve: "gatsby-plugin-feed", options: feedOptions(company.name, languages) },
    // Web manifest and favicons from the house logo mark
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: company.name,
        short_name: "Luxury DMC",
        start_url: "/",
        background_color: "#F7F2E8",
        theme_color: "#0F1B2D",
        display: "standalone",
        icon: path.join(DATA_DIR, "images/artwork/brand/logo-mark.png"),
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config
