import * as React from "react"
import { chakra } from "@chakra-ui/react"

interface FormProblemsProps {
  /** Messages about the form as a whole (or a field it does not show), read out as they appear. */
  problems: readonly string[]
}

/**
 * Above a form's button: what the server said of the form as a whole (too many forms sent, My trip's items), read
 * out as it appears; it takes focus when no field of the form is named (useInquiryForm).
 */
export function FormProblems({ problems }: FormProblemsProps) {
  return problems.length > 0 ? (
    <chakra.div role="alert" tabIndex={-1} fontSize="sm" color="fg.error" data-form-problems-shown="">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </chakra.div>
  ) : null
}
