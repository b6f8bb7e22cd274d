import { z } from "zod"
import { longText, text } from "../fields"

/**
 * What the site's server writes (server/): its e-mails and the messages of a refused form. Not an interface text of
 * the pages (data/translations goes to every visitor's browser; these never do). The server reads them as keys by
 * their path ("mail.ack.subject"), beside the interface texts; {placeholders} are filled in by the server.
 */
const texts = <T extends Record<string, z.ZodType>>(label: string, shape: T) => z.strictObject(shape).meta({ label })

export const serverMessagesSchema = z.strictObject({
  mail: texts("E-mails", {
    staff: texts("To staff: a new inquiry", {
      subject: text("Subject", "{form} from {name}; the reference is put in front."),
      form: texts("The forms' names", { contact: text("Contact form"), planTrip: text("Plan Your Trip"), trip: text("My trip") }),
      reference: text("Reference"),
      formLabel: text("Form"),
      language: text("Language"),
      page: text("Page"),
      received: text("Received"),
      replyHint: longText("Reply hint", "{name}: the visitor's name."),
    }),
    ack: texts("To the visitor: the acknowledgement", {
      subject: text("Subject", "{reference}, {company}."),
      greeting: text("Greeting", "{firstName}."),
      greetingNoName: text("Greeting without a name"),
      body: longText("Text", "What happens next: the reply promise."),
      reference: longText("Reference", "{reference}."),
      sooner: longText("When it is urgent"),
      phone: text("Phone"),
      whatsapp: text("WhatsApp"),
      signoff: text("Sign-off"),
      signature: text("Signature", "{company}."),
      notYou: longText("Why this e-mail came"),
    }),
    newsletter: texts("To a new subscriber: the confirmation", {
      subject: text("Subject", "{company}."),
      greeting: text("Greeting"),
      body: longText("Text", "{company}, {days}: how long the link works."),
      confirm: text("Confirm button"),
      ignore: longText("If it was not them", "{days}."),
      unsubscribe: text("Unsubscribe link"),
    }),
  }),
  form: texts("Forms", {
    problem: texts("Why a form was refused", {
      title: text("Heading"),
      invalid: longText("Fields to correct"),
      unreadable: longText("Unreadable form"),
      forbidden: longText("Sent from another site"),
      notFound: longText("Unknown address"),
      tooLarge: longText("Too long"),
      unsupported: longText("Unknown format"),
      rateLimited: longText("Too many forms"),
      unavailable: longText("Cannot be stored right now"),
      internal: longText("Our fault"),
    }),
    error: texts("Field messages only the server gives", {
      tooManyItems: text("Too many items", "{field}, {max}."),
    }),
    received: texts("Confirmation", { title: text("Heading") }),
  }),
  newsletter: texts("Newsletter", {
    unsubscribedMessage: longText("Unsubscribed", "The answer to a mail program's one-click unsubscribe."),
  }),
})
export type ServerMessagesRecord = z.infer<typeof serverMessagesSchema>
