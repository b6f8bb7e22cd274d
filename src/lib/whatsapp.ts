/** A WhatsApp chat link with the business number and a prefilled message (URL-encoded). */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`
}
