import * as React from "react"
import { chakra, Flex } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { SiteLink } from "../ui/link"
import { FormEnvelope } from "../ui/form-envelope"
import { useTranslation } from "../../hooks/use-translation"
import { useFormSending } from "../../hooks/use-form-sending"
import { FIELD_LIMITS, NEWSLETTER_ENDPOINT } from "../../lib/form-fields"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

/** What the server said: its message once it has the address (`done`: the form is gone), or why it did not take it. */
interface Answer {
  text: string
  done: boolean
  /** About the address itself: next to the field. */
  invalid: boolean
}

/**
 * The footer sign-up, with double opt-in: a plain form that posts to the site's server (which answers with the
 * "check your inbox" page), sent as JSON with script and answered in place. Nothing is added until the visitor
 * confirms from the e-mail; the consent line says what they agree to.
 */
export function NewsletterForm() {
  useStaticRegionGuard("NewsletterForm")
  const { t } = useTranslation()
  const { sending, send } = useFormSending(NEWSLETTER_ENDPOINT)
  const [answer, setAnswer] = React.useState<Answer | null>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reply = await send(event.currentTarget)
    if (!reply) return
    const done = reply.kind === "accepted"
    const text = done ? reply.data.message : reply.kind === "invalid" ? (reply.fields.email ?? reply.message) : reply.message
    setAnswer({
      done,
      invalid: reply.kind === "invalid",
      text: typeof text === "string" && text ? text : t(done ? "newsletterPending.text" : "footer.newsletter.failed"),
    })
  }

  const said = answer && (
    <chakra.p
      id="newsletter-answer"
      // Once the form is gone, its answer takes the focus the button had
      ref={(element: HTMLParagraphElement | null) => answer.done && element?.focus()}
      tabIndex={-1}
      role={answer.done ? "status" : "alert"}
      fontSize="sm"
      mt="2"
      color="brand.ivory"
    >
      {answer.text}
    </chakra.p>
  )
  if (answer?.done) return said

  return (
    <chakra.form onSubmit={(event) => void onSubmit(event)} action={NEWSLETTER_ENDPOINT} method="post">
      <FormEnvelope />
      <chakra.label htmlFor="newsletter-email" display="block" fontSize="sm" mb="2" color="brand.ivory">
        {t("footer.newsletter.label")}
      </chakra.label>
      <Flex gap="2" direction={{ base: "column", sm: "row" }}>
        <chakra.input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={FIELD_LIMITS.email}
          autoComplete="email"
          aria-invalid={answer?.invalid || undefined}
          aria-describedby={answer ? "newsletter-answer newsletter-consent" : "newsletter-consent"}
          placeholder={t("footer.newsletter.placeholder")}
          flex="1"
          minH="11"
          px="4"
          borderRadius="full"
          bg="bg.invertedSubtle"
          borderWidth="1px"
          borderColor="border.inverted"
          color="brand.ivory"
          _placeholder={{ color: "fg.invertedMuted" }}
        />
        <Button type="submit" variant="gold" aria-disabled={sending || undefined}>
          {t("footer.newsletter.subscribe")}
        </Button>
      </Flex>
      {said}
      <chakra.p id="newsletter-consent" fontSize="xs" mt="3" color="fg.invertedMuted">
        {t("footer.newsletter.consent")}{" "}
        <SiteLink to="/privacy" color="brand.ivory" textDecoration="underline">
          {t("footer.privacy")}
        </SiteLink>
      </chakra.p>
    </chakra.form>
  )
}
