import { inquiryAboutPath, inquiryInterest } from "../../src/lib/inquiry-interest"

describe("the inquiry's ?interest= parameter", () => {
  it("names an experience in the inquiry's URL and reads it back", () => {
    const path = inquiryAboutPath("private-longtail-canal-tour")
    expect(path).toBe("/contact?interest=private-longtail-canal-tour")
    expect(inquiryInterest(path.slice(path.indexOf("?")))).toBe("private-longtail-canal-tour")
  })

  it("encodes whatever a slug holds", () => {
    const path = inquiryAboutPath('a&b=c"<x>')
    expect(path).toBe("/contact?interest=a%26b%3Dc%22%3Cx%3E")
    expect(inquiryInterest(path.slice(path.indexOf("?")))).toBe('a&b=c"<x>')
  })

  it("is empty when the URL names nothing", () => {
    expect(inquiryInterest("")).toBe("")
    expect(inquiryInterest("?interest=%20%20")).toBe("")
  })
})
