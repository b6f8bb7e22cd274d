import * as React from "react"
import { InquiryReceived } from "./inquiry-received"
import { InquirySent } from "./inquiry-sent"

type AnswerProps =
  ({ sent: true } & React.ComponentProps<typeof InquiryReceived>) | ({ sent: false } & React.ComponentProps<typeof InquirySent>)

/** The server's answer to a sent form, as LazyInquiryAnswer loads it: the confirmation, or the e-mail to send instead. */
export function InquiryAnswer(props: AnswerProps) {
  return props.sent ? <InquiryReceived {...props} /> : <InquirySent {...props} />
}
