/**
 * Hands a URL to the browser as a link click: mailto: opens the mail app, and a new-tab link
 * opens with noopener. Returns false if nothing could be opened (a pop-up blocker, no window).
 */
export function openUrl(url: string, newTab = false): boolean {
  if (typeof document === "undefined") return false
  const link = document.createElement("a")
  link.href = url
  if (newTab) {
    link.target = "_blank"
    link.rel = "noopener noreferrer"
  }
  document.body.appendChild(link)
  link.click()
  link.remove()
  return true
}
