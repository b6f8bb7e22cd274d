// A real SMTP server for the e2e tests (smtp-server: no auth, no TLS): every message it accepts is written, as the
// raw RFC 822 text the server sent, to <E2E_MAIL_DIR>/<ms>-<n>.eml (the folder is emptied at start). Playwright starts
// it as a webServer before the site's server (playwright.config.ts); e2e/support/mailbox.ts reads the folder.
//
//   npx tsx e2e/support/smtp-sink.ts      (E2E_SMTP_PORT, default 9125; E2E_MAIL_DIR, default test-results/e2e-mail)
import fs from "node:fs"
import path from "node:path"
import { SMTPServer } from "smtp-server"
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "./e2e-server"

fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true })
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true })

let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on("data", (chunk: Buffer) => chunks.push(chunk))
    stream.on("error", callback)
    stream.on("end", () => {
      const name = `${Date.now()}-${String(++received).padStart(5, "0")}.eml`
      const file = path.join(E2E_MAIL_DIR, name)
      // Written under another name and renamed, so the mailbox never reads half a message
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks))
      fs.renameSync(`${file}.part`, file)
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ")
      console.log(`smtp-sink: ${name} from ${session.envelope.mailFrom ? session.envelope.mailFrom.address : "?"} to ${to}`)
      callback()
    })
  },
})

server.on("error", (error) => console.error(`smtp-sink: ${error.message}`))
server.listen(E2E_SMTP_PORT, "127.0.0.1", () =>
  console.log(`smtp-sink: listening on 127.0.0.1:${E2E_SMTP_PORT}, writing to ${E2E_MAIL_DIR}`),
)

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)))
