/**
 * gatsby-plugin-image writes the same inline <script type="module"> after every picture (62 copies on
 * /destinations/phuket, 38 KB), and each copy walks all the page's pictures. Module scripts run once
 * the document is parsed, so the first copy already sees every picture: the repeats are dropped.
 */
const MODULE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g

export function dropRepeatedModuleScripts(html: string): string {
  const seen = new Set<string>()
  return html.replace(MODULE_SCRIPT, (tag, body: string) => {
    if (seen.has(body)) return ""
    seen.add(body)
    return tag
  })
}
