import { graphql, useStaticQuery } from "gatsby"
import { useTranslation } from "./use-translation"

/** The WhatsApp widget's preset messages and the generic one (data/whatsapp.<language>.json), in the page's language. */
export function useWhatsappMessages(): Queries.WhatsappMessagesQuery["allWhatsapp"]["nodes"][number] {
  const { language } = useTranslation()
  const data = useStaticQuery<Queries.WhatsappMessagesQuery>(graphql`
    query WhatsappMessages {
      allWhatsapp {
        nodes {
          language
          presets {
            slug
            label
            message
          }
          generic {
            label
            message
          }
        }
      }
    }
  `)
  const messages = data.allWhatsapp.nodes.find((node) => node.language === language)
  if (!messages) throw new Error(`data/whatsapp.${language}.json is missing`)
  return messages
}
