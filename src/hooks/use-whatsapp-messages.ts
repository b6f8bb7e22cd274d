import { graphql, useStaticQuery } from "gatsby"

/** The WhatsApp widget's preset messages and the generic one (data/whatsapp.json). */
export function useWhatsappMessages(): NonNullable<Queries.WhatsappMessagesQuery["whatsapp"]> {
  const data = useStaticQuery<Queries.WhatsappMessagesQuery>(graphql`
    query WhatsappMessages {
      whatsapp {
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
  `)
  if (!data.whatsapp) throw new Error("data/whatsapp.json is missing")
  return data.whatsapp
}
