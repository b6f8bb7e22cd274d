/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { loadSigningSecret, newsletterLinks, signToken, verifyToken } from "../../server/mail/signed-links"
import { SITE_URL, tempDir } from "./support/mail-fixtures"

const SECRET = "a-test-secret-of-more-than-32-characters"
const NOW = Date.UTC(2026, 2, 1)
const DAY = 86_400_000

describe("signed links", () => {
  const confirm = signToken({ purpose: "confirm", subscriberId: "sub-1", expiresAt: NOW + 7 * DAY }, SECRET)
  const unsubscribe = signToken({ purpose: "unsubscribe", subscriberId: "sub-1" }, SECRET)

  it("verifies what it signed", () => {
    expect(confirm).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(verifyToken(confirm, "confirm", SECRET, NOW)).toEqual({ status: "valid", subscriberId: "sub-1" })
    expect(verifyToken(unsubscribe, "unsubscribe", SECRET, NOW)).toEqual({ status: "valid", subscriberId: "sub-1" })
  })

  it("lets a confirmation link expire, never an unsubscribe link", () => {
    expect(verifyToken(confirm, "confirm", SECRET, NOW + 7 * DAY)).toEqual({ status: "valid", subscriberId: "sub-1" })
    expect(verifyToken(confirm, "confirm", SECRET, NOW + 7 * DAY + 1)).toEqual({ status: "expired", subscriberId: "sub-1" })
    expect(verifyToken(unsubscribe, "unsubscribe", SECRET, NOW + 3650 * DAY)).toEqual({ status: "valid", subscriberId: "sub-1" })
    expect(() => signToken({ purpose: "confirm", subscriberId: "sub-1" }, SECRET)).toThrow(/expiresAt/)
  })

  const [payload = "", signature = ""] = confirm.split(".")
  const forged = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`
  const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`

  it.each([
    ["another subscriber in the payload", forged({ p: "confirm", s: "sub-2", e: NOW + 7 * DAY })],
    ["a later expiry in the payload", forged({ p: "confirm", s: "sub-1", e: NOW + 999 * DAY })],
    ["a changed signature", `${payload}.${flip(signature, 3)}`],
    ["a signature with an extra character", `${payload}.${signature}A`],
    ["a shortened signature", `${payload}.${signature.slice(0, -2)}`],
    ["no signature", payload],
    ["an extra part", `${confirm}.x`],
    ["nothing", ""],
    ["garbage", "not a token"],
  ])("refuses %s", (_, token) => {
    expect(verifyToken(token, "confirm", SECRET, NOW)).toEqual({ status: "invalid" })
  })

  it("refuses another purpose's token and another secret's", () => {
    expect(verifyToken(unsubscribe, "confirm", SECRET, NOW)).toEqual({ status: "invalid" })
    expect(verifyToken(confirm, "unsubscribe", SECRET, NOW)).toEqual({ status: "invalid" })
    expect(verifyToken(confirm, "confirm", `${SECRET}x`, NOW)).toEqual({ status: "invalid" })
  })

  it("makes the newsletter's two links on this site", () => {
    const links = newsletterLinks(SITE_URL, "sub-1", SECRET, NOW + DAY)
    const confirmToken = new URL(links.confirmUrl).searchParams.get("token") as string
    const unsubscribeToken = new URL(links.unsubscribeUrl).searchParams.get("token") as string
    expect(links.confirmUrl.startsWith(`${SITE_URL}/api/newsletter/confirm?token=`)).toBe(true)
    expect(links.unsubscribeUrl.startsWith(`${SITE_URL}/api/newsletter/unsubscribe?token=`)).toBe(true)
    expect(verifyToken(confirmToken, "confirm", SECRET, NOW)).toEqual({ status: "valid", subscriberId: "sub-1" })
    expect(verifyToken(unsubscribeToken, "unsubscribe", SECRET, NOW)).toEqual({ status: "valid", subscriberId: "sub-1" })
  })
})

describe("loadSigningSecret", () => {
  it("takes SIGNING_SECRET when set", () => {
    const varDir = tempDir("secret")
    expect(loadSigningSecret({ signingSecret: SECRET, varDir })).toBe(SECRET)
    expect(fs.existsSync(path.join(varDir, "signing-secret"))).toBe(false)
  })

  it("else makes one random secret, once, readable by the server's user only", () => {
    const varDir = path.join(tempDir("secret"), "var")
    const first = loadSigningSecret({ signingSecret: null, varDir })
    expect(first.length).toBeGreaterThanOrEqual(43)
    expect(Buffer.from(first, "base64url")).toHaveLength(32)
    expect(loadSigningSecret({ signingSecret: null, varDir })).toBe(first)
    expect(fs.statSync(path.join(varDir, "signing-secret")).mode & 0o777).toBe(0o600)
    expect(fs.statSync(varDir).mode & 0o777).toBe(0o700)
    expect(fs.readdirSync(varDir)).toEqual(["signing-secret"])
    expect(loadSigningSecret({ signingSecret: null, varDir: path.join(tempDir("secret"), "var") })).not.toBe(first)
  })

  it("tightens a folder someone else made readable", () => {
    const varDir = tempDir("secret")
    fs.chmodSync(varDir, 0o755)
    loadSigningSecret({ signingSecret: null, varDir })
    expect(fs.statSync(varDir).mode & 0o777).toBe(0o700)
  })
})
