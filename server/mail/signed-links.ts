import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { ServerConfig } from "../config"

/**
 * The newsletter's links carry a signed token instead of a database lookup key: the server can tell a link it made
 * from one made up, and a confirmation link stops working after NEWSLETTER_LINK_DAYS. Token = base64url(payload) "."
 * base64url(HMAC-SHA256(secret, base64url(payload))).
 */
export type TokenPurpose = "confirm" | "unsubscribe"

export interface TokenClaims {
  purpose: TokenPurpose
  subscriberId: string
  /** Epoch ms after which the token is refused: required for "confirm"; an unsubscribe link works for ever. */
  expiresAt?: number
}

export type TokenCheck =
  | { status: "valid"; subscriberId: string }
  /** Signed by us but too old: the page says the link expired (and the subscriber is known, for its language). */
  | { status: "expired"; subscriberId: string }
  | { status: "invalid" }

interface Payload {
  p: TokenPurpose
  s: string
  e?: number
}

const sign = (data: string, secret: string): Buffer => crypto.createHmac("sha256", secret).update(data).digest()

export function signToken(claims: TokenClaims, secret: string): string {
  if (claims.purpose === "confirm" && claims.expiresAt === undefined) throw new Error("A confirmation token needs expiresAt")
  const payload: Payload = { p: claims.purpose, s: claims.subscriberId }
  if (claims.purpose === "confirm") payload.e = claims.expiresAt
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url")
  return `${data}.${sign(data, secret).toString("base64url")}`
}

export function verifyToken(token: string, purpose: TokenPurpose, secret: string, now: number): TokenCheck {
  const invalid: TokenCheck = { status: "invalid" }
  if (typeof token !== "string" || token.length > 1000) return invalid
  const [data, signature, ...rest] = token.split(".")
  if (!data || !signature || rest.length > 0) return invalid
  // Compared as text, so no other spelling of the same bytes passes; timingSafeEqual needs equal lengths, and the
  // length of a real signature is no secret
  const expected = Buffer.from(sign(data, secret).toString("base64url"))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return invalid
  let payload: Partial<Payload>
  try {
    payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as Partial<Payload>
  } catch {
    return invalid
  }
  if (payload.p !== purpose || typeof payload.s !== "string" || payload.s === "") return invalid
  if (purpose === "confirm") {
    if (typeof payload.e !== "number") return invalid
    if (now > payload.e) return { status: "expired", subscriberId: payload.s }
  }
  return { status: "valid", subscriberId: payload.s }
}

/**
 * SIGNING_SECRET, else a random one made on the first start and kept in <varDir>/signing-secret (the folder 0700,
 * the file 0600), so links stay valid across restarts. Several servers sharing a database need SIGNING_SECRET.
 */
export function loadSigningSecret(config: Pick<ServerConfig, "signingSecret" | "varDir">): string {
  if (config.signingSecret) return config.signingSecret
  fs.mkdirSync(config.varDir, { recursive: true, mode: 0o700 })
  tightenFolder(config.varDir)
  const file = path.join(config.varDir, "signing-secret")
  if (!fs.existsSync(file)) {
    // Written whole under another name, then linked: two servers starting at once on one folder end up with one
    // secret (the second link fails and it reads the first's), and no one reads a half-written file
    const draft = `${file}.${process.pid}.${crypto.randomUUID()}`
    fs.writeFileSync(draft, `${crypto.randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 })
    try {
      fs.linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    } finally {
      fs.rmSync(draft, { force: true })
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim()
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it and a new one is made at the next start`)
  return secret
}

/** <varDir> holds the database and the secret: readable by the server's user only, even when someone else made it. */
function tightenFolder(folder: string): void {
  try {
    if ((fs.statSync(folder).mode & 0o077) !== 0) fs.chmodSync(folder, 0o700)
  } catch {
    // Not ours to change (a folder the operator set up): its permissions are theirs to choose
  }
}

/** Where a token leads: the routes of server/routes/newsletter.ts. */
export function newsletterLinks(
  siteUrl: string,
  subscriberId: string,
  secret: string,
  confirmExpiresAt: number,
): { confirmUrl: string; unsubscribeUrl: string } {
  const link = (route: string, token: string) => `${siteUrl}/api/newsletter/${route}?token=${encodeURIComponent(token)}`
  return {
    confirmUrl: link("confirm", signToken({ purpose: "confirm", subscriberId, expiresAt: confirmExpiresAt }, secret)),
    unsubscribeUrl: link("unsubscribe", signToken({ purpose: "unsubscribe", subscriberId }, secret)),
  }
}
