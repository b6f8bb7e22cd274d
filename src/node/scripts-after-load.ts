/**
 * Gatsby ends each page with <script async> tags for its bundles, which run as soon as they arrive:
 * on a phone that is often before the hero picture is painted, so the picture waits for hydration
 * (measured: the home page's largest paint at 3.8 s instead of 1.7 s in Lighthouse's mobile run).
 * They are swapped for one small inline script that adds the same bundles once the page has loaded and
 * the hero is painted, or after LOAD_TIMEOUT_MS at the latest should a picture hang. The page is complete
 * HTML before that; the scripts only add behaviour.
 *
 * Done on the written files: the tags come from Gatsby's scripts slice, which is stitched into the
 * HTML after onPreRenderHTML.
 */
export const LOAD_TIMEOUT_MS = 4000

const BUNDLE_TAGS = /(?:<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>)+/g
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g

function loaderScript(sources: ReadonlyArray<string>): string {
  // after load, the hero (the page's fetchpriority=high picture) is decoded and one frame is painted first
  const body =
    `(function(){var s=${JSON.stringify(sources)},d=false;` +
    `function go(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
    `function painted(){var h=document.querySelector("img[fetchpriority=high]");` +
    `Promise.resolve(h&&h.decode?h.decode().catch(function(){}):0).then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `setTimeout(go,${LOAD_TIMEOUT_MS});if(document.readyState==="complete")painted();else addEventListener("load",painted)})()`
  return `<script id="scripts-after-load">${body}</script>`
}

/**
 * The page with its run of bundle tags replaced by the after-load loader (unchanged when it has none).
 * `alsoStart`: bundles the page's script will import at once (the site-root chunk, see gatsby-browser.tsx),
 * fetched alongside the others instead of one round trip after them.
 */
export function startScriptsAfterLoad(html: string, alsoStart: ReadonlyArray<string> = []): string {
  return html.replace(BUNDLE_TAGS, (run) => {
    const sources = [...run.matchAll(BUNDLE_TAG)].map((match) => match[1] ?? "")
    return loaderScript([...sources, ...alsoStart.filter((source) => !sources.includes(source))])
  })
}
