import * as React from "react"
import { render } from "../support/render"
import { useInquiryForm } from "../../src/hooks/use-inquiry-form"
import type { ContactLabels } from "../../src/components/ui/contact-fields"

describe("useInquiryForm", () => {
  // The Plan Your Trip dialog memoizes its fields on these labels: a new object each render would draw every field
  // again on each Book Now tap (the phone lab's worst interaction)
  it("gives the same labels object from one render to the next", () => {
    const seen: ContactLabels[] = []
    function Probe({ name }: { name: string }) {
      const { labels } = useInquiryForm({ onSent: () => {}, onUnreachable: () => {} })
      seen.push(labels)
      return <p>{`${name}: ${labels.firstName}`}</p>
    }
    const { rerender } = render(<Probe name="first" />)
    rerender(<Probe name="second" />)
    expect(seen.length).toBeGreaterThanOrEqual(2)
    expect(seen[1]).toBe(seen[0])
    expect(seen[0]?.firstName).not.toBe("")
  })
})
