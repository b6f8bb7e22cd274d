import * as React from "react"
import { chakra, Stack } from "@chakra-ui/react"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

interface FormFieldProps {
  id: string
  label: string
  required?: boolean
  error?: string
  /** The control; it receives id, required, aria-invalid and aria-describedby. */
  children: React.ReactElement<React.InputHTMLAttributes<HTMLElement>>
}

export const controlStyles = {
  width: "100%",
  minH: "11",
  px: "4",
  py: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.input",
  bg: "bg.panel",
  color: "fg",
  _placeholder: { color: "fg.muted" },
  "&[aria-invalid=true]": { borderColor: "border.error", borderWidth: "2px" },
} as const

/** A labelled form control; the asterisk is shown (beside the label), `required` is what assistive tech reads. */
export function FormField({ id, label, required = false, error, children }: FormFieldProps) {
  useStaticRegionGuard("FormField", children.props)
  const errorId = `${id}-error`
  return (
    <Stack gap="1.5">
      {/* The asterisk beside the label, not in it: the label's text is the field's name, exactly */}
      <chakra.div fontSize="sm" fontWeight="600">
        <label htmlFor={id}>{label}</label>
        {required && (
          <chakra.span color="fg.error" ml="0.5" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.div>
      {React.cloneElement(children, {
        id,
        name: children.props.name ?? id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <chakra.p id={errorId} fontSize="sm" color="fg.error">
          {error}
        </chakra.p>
      )}
    </Stack>
  )
}
