import type { onRequestAsyncHookHandler } from "fastify"
import type { ServerConfig } from "../config"
import type { SiteTexts } from "../site-texts"
import type { StaticSite } from "../static-site"
import type { Store } from "../store/store"
import type { MailContext } from "../mail/compose"
import type { Pages } from "./pages"

/** What every route plugin gets from buildApp (server/app.ts). */
export interface RouteContext {
  config: ServerConfig
  store: Store
  siteTexts: SiteTexts
  /** The outbox worker: woken when a message is written, so it sends now rather than at its next poll. */
  worker: { wake(): void }
  site: StaticSite
  pages: Pages
  mail: MailContext
  /** The newsletter links' signing secret (server/mail/signed-links.ts). */
  signingSecret: string
  /** The rate limit of the form posts: one count per client address across every POST route that uses it. */
  formRateLimit: onRequestAsyncHookHandler
}
