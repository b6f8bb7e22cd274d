import crypto from "node:crypto"
import type { MessageKind, NewMessage, OutgoingMail } from "../store/store"

/** The right-hand side of our Message-IDs: the site's host name (SITE_URL), so a message says where it came from. */
export function messageDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname || "localhost"
}

/**
 * An outbox row for a composed e-mail. Its Message-ID is fixed here, before it is stored, and every attempt sends
 * that one: a rare second delivery (a crash between sending and marking it sent) is recognisable as the same message.
 */
export function newMessage(kind: MessageKind, mail: OutgoingMail, domain: string): NewMessage {
  const id = crypto.randomUUID()
  return { id, kind, messageId: `<${id}@${domain}>`, mail }
}
