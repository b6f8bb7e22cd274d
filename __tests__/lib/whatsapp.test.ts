import { whatsappUrl } from "../../src/lib/whatsapp"

describe("whatsappUrl", () => {
  it.each([
    ["66815382047", "https://wa.me/66815382047?text=Hello"],
    ["+66 81 538 2047", "https://wa.me/66815382047?text=Hello"],
    ["+66 (81) 538-2047", "https://wa.me/66815382047?text=Hello"],
    ["tel:+66.81.538.2047", "https://wa.me/66815382047?text=Hello"],
  ])("keeps only the digits of %j", (number, url) => {
    expect(whatsappUrl(number, "Hello")).toBe(url)
  })

  it.each([
    ["URL delimiters", "a & b ? c # d % e + f = g"],
    ["line breaks", "first line\r\nsecond line\nthird"],
    ["a script tag", "<script>alert(1)</script>"],
    ["emoji", "Trip ✈️🏝️ with 👨‍👩‍👧"],
    ["right-to-left text", "שלום مرحبا"],
    ["quotes", `"double" 'single' \`back\``],
    ["a javascript: URL", "javascript:alert(1)"],
    ["control characters", "bell\u0007 nul\u0000 tab\t end"],
    ["a long text", "Villa ".repeat(1000)],
    ["an injected parameter", "hi&phone=123&text=evil"],
  ])("round-trips %s in the message", (_name, message) => {
    const url = new URL(whatsappUrl("+66 81 538 2047", message))
    expect(url.origin).toBe("https://wa.me")
    expect(url.pathname).toBe("/66815382047")
    expect(url.hash).toBe("")
    expect([...url.searchParams.keys()]).toEqual(["text"])
    expect(url.searchParams.get("text")).toBe(message)
  })
})
