/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { privacyPageSchema, type PrivacyPageRecord } from "../../src/content/schemas/privacy-page"
import { loadSiteTexts } from "../../server/site-texts"

// The privacy policy's one figure, how long inquiries are kept: the page shows it (where its retention section writes
// {months}) and the server's clean-up deletes by it (server/site-texts.ts reads the default language's file).
const DATA = path.resolve(__dirname, "../../data")
const languages = (JSON.parse(fs.readFileSync(path.join(DATA, "languages.json"), "utf8")) as Array<{ code: string }>).map((l) => l.code)
const policyIn = (code: string) => JSON.parse(fs.readFileSync(path.join(DATA, `privacy.${code}.json`), "utf8")) as PrivacyPageRecord

describe("the privacy policy (data/privacy.<language>.json)", () => {
  it.each(languages)("in %s is a valid record that writes the retention period where it goes", (code) => {
    const policy = policyIn(code)
    expect(privacyPageSchema.safeParse(policy).success).toBe(true)
    expect([...policy.retention.paragraphs, ...policy.retention.items].join("\n")).toContain("{months}")
  })

  it("keeps inquiries for one whole number of months, the same in every language, and the server reads that figure", () => {
    const months = languages.map((code) => policyIn(code).retentionMonths)
    expect(new Set(months).size).toBe(1)
    expect(Number.isInteger(months[0])).toBe(true)
    expect(loadSiteTexts(DATA).retentionMonths).toBe(months[0])
  })

  it("refuses a retention section that leaves the period out", () => {
    const policy = policyIn(languages[0] ?? "en")
    const without = { ...policy, retention: { ...policy.retention, items: ["Kept a while."], paragraphs: ["We keep it."] } }
    const result = privacyPageSchema.safeParse(without)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["retention"])
  })
})
