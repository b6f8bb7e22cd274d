/**
 * RFC 6068 mailto: URLs. encodeURIComponent percent-encodes every reserved character
 * (& ? # % + =), line breaks and any Unicode as UTF-8, so the mail client receives exactly the text.
 */
export function buildMailto(to: string, subject: string, body: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`]
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`)
  return `mailto:${encodeURIComponent(to).replace("%40", "@")}?${params.join("&")}`
}
