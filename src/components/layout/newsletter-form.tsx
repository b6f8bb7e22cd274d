import * as React from "react"
import { chakra, Flex } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { buildMailto } from "../../lib/mailto"

/**
 * The footer sign-up. No mailing service is connected, so it composes an e-mail to the
 * company asking to be added (the spec gives it no handler; a button must do something).
 */
export function NewsletterForm() {
  const { t } = useTranslation()
  const company = useCompany()
  const subject = t("footer.newsletter.subject")
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get("email")
    window.location.href = buildMailto(company.email, subject, `${t("footer.newsletter.body")}\n${typeof email === "string" ? email : ""}`)
  }
  return (
    <chakra.form onSubmit={onSubmit} action={buildMailto(company.email, subject, "")} method="post" encType="text/plain">
      <chakra.label htmlFor="newsletter-email" display="block" fontSize="sm" mb="2" color="brand.ivory">
        {t("footer.newsletter.label")}
      </chakra.label>
      <Flex gap="2" direction={{ base: "column", sm: "row" }}>
        <chakra.input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
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
        <Button type="submit" variant="gold">
          {t("footer.newsletter.subscribe")}
        </Button>
      </Flex>
    </chakra.form>
  )
}
