// The site's server (npm start, npm run server): settings, store, outbox worker, clean-up, HTTP; stops cleanly on
// SIGTERM and SIGINT. Everything else is in modules that tests build on their own (server/README.md).
import fs from "node:fs"
import path from "node:path"
import pino from "pino"
import { buildApp } from "./app"
import { loadConfig, type ServerConfig } from "./config"
import { OutboxWorker } from "./mail/outbox-worker"
import { createMailTransport } from "./mail/transport"
import { startCleanup } from "./retention"
import { loadSiteTexts } from "./site-texts"
import { openStore } from "./store/open-store"

/** Where the inquiries are, for the log: the SQLite file, or PostgreSQL's host and database (never its password). */
function describeStore(config: ServerConfig): Record<string, string> {
  if (!config.databaseUrl) return { engine: "sqlite", file: path.join(config.varDir, "inquiries.sqlite") }
  const url = new URL(config.databaseUrl)
  return { engine: "postgres", host: url.host, database: url.pathname.replace(/^\//, "") }
}

/** Where the e-mails go, for the log: the SMTP server (no credentials), or the folder of .eml files. */
function describeMail(config: ServerConfig): Record<string, string> {
  if (!config.smtpUrl) return { transport: "files", folder: path.join(config.varDir, "mail") }
  const url = new URL(config.smtpUrl)
  return { transport: "smtp", host: url.host, secure: String(url.protocol === "smtps:") }
}

async function main(): Promise<void> {
  // Before anything is created: var/ (the database, the secret, the .eml files) is the server's user's alone
  process.umask(0o077)
  const config = loadConfig()
  const log = pino({ level: config.logLevel })
  fs.mkdirSync(config.varDir, { recursive: true, mode: 0o700 })

  const siteTexts = loadSiteTexts(config.dataDir)
  const store = await openStore(config)
  const transport = createMailTransport(config, log)
  const worker = new OutboxWorker({ store, transport, config, log })
  worker.start()
  const stopCleanup = startCleanup(store, siteTexts, config, log)
  const app = await buildApp({ config, store, siteTexts, worker, log })

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, "Stopping: no new requests; finishing those in flight and the e-mail being sent")
    try {
      // Stops accepting, waits for the requests in flight (their inquiries are stored before they answer)
      await app.close()
      await stopCleanup()
      await worker.stop()
      await store.close()
      transport.close()
      log.info({}, "Stopped")
      process.exit(0)
    } catch (error) {
      log.error({ err: error }, "Stopping failed")
      process.exit(1)
    }
  }
  process.on("SIGTERM", (signal) => void stop(signal))
  process.on("SIGINT", (signal) => void stop(signal))

  await app.listen({ port: config.port, host: config.host })
  log.info(
    {
      url: `http://${config.host}:${config.port}/`,
      siteUrl: config.siteUrl,
      publicDir: config.publicDir,
      store: describeStore(config),
      mail: describeMail(config),
    },
    `Serving the site and its forms at http://${config.host}:${config.port}/`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
