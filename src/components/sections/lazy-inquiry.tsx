import * as React from "react"
import { useCompany } from "../../hooks/use-company"
import type { InquiryReceived } from "./inquiry-received"
import type { InquirySent } from "./inquiry-sent"

/** The server's answer to a sent form: its reference, or (the server out of reach) the form's fields to e-mail instead. */
type AnswerProps =
  ({ sent: true } & React.ComponentProps<typeof InquiryReceived>) | ({ sent: false } & React.ComponentProps<typeof InquirySent>)

/*
 * What a form shows once the server has answered, the confirmation with its reference or, when the server cannot
 * be reached, the e-mail to send instead: loaded apart from the page (with the code that sends a form, one chunk),
 * since a page needs none of it before a form is sent. useInquiryForm loads it when the visitor first focuses or
 * touches the form, so it is there by the time the visitor sends, even if the network is gone by then.
 */
const load = () => import(/* webpackChunkName: "form-answers" */ "./inquiry-answer")

/** Loads the answers' code (and the code that sends a form, in the same chunk), once. */
export const preloadInquiryOutcomes = (): void => void load().catch(() => {})

/** Should the code not load after all: the reference as text, or (the form keeps every field) the address to write to. */
function Unloaded(props: AnswerProps) {
  const { email } = useCompany()
  return <strong role={props.sent ? "status" : "alert"}>{props.sent ? props.reference : <a href={`mailto:${email}`}>{email}</a>}</strong>
}

const Loaded = React.lazy(() =>
  load().then(
    (module) => ({ default: module.InquiryAnswer }),
    () => ({ default: Unloaded }),
  ),
)

export function LazyInquiryAnswer(props: AnswerProps) {
  return (
    <React.Suspense fallback={null}>
      <Loaded {...props} />
    </React.Suspense>
  )
}
