// Functions that run inside the page (Playwright serialises them), hence the browser globals.
import type * as WebVitals from "web-vitals/attribution"

/** The worst interaction web-vitals reported, with its breakdown. */
export interface LabInteraction {
  durationMs: number
  inputDelayMs: number
  processingMs: number
  presentationDelayMs: number
  /** The longest entry's event name, else web-vitals' interaction type (undefined where it has none). */
  event: string | undefined
  target: string | null
  page: string
}

export interface LongTask {
  start: number
  duration: number
}

/** What collectPerformance records in the page. */
interface LabRecord {
  fcp: number | null
  lcp: number | null
  lcpElement: string | null
  cls: number | null
  ttfb: number | null
  inp: LabInteraction | null
  longTasks: LongTask[]
  hydratedAt: number | null
}

/** A control of the first screen, with its place on the screen. */
export interface Control {
  label: string
  css: string
  kind: "tap" | "select"
  x: number
  y: number
}

/** What a probe page reports to Node (through the binding __phoneLabReport). */
export interface ProbeReport {
  kind: "tap" | "response"
  hit?: boolean
  response?: string
  at: number
}

declare global {
  interface Window {
    /** web-vitals' attribution build, loaded as a classic script before collectPerformance (profile.ts). */
    webVitals: typeof WebVitals
    __phoneLab?: LabRecord
    __phoneLabReport?: (record: ProbeReport) => void
    __phoneLabArm?: (control: Element, kind: "tap" | "select") => void
  }
  interface Performance {
    /** Chromium's count of the page's interactions (not in TypeScript's DOM types). */
    interactionCount?: number
  }
}

/**
 * Init script of every lab page, run after web-vitals' attribution build (global `webVitals`, see profile.ts):
 * answers the cookie banner (so it covers nothing) and records into window.__phoneLab what web-vitals reports
 * (FCP, LCP, CLS, TTFB, INP with its breakdown) and what it does not: long tasks and the moment of hydration.
 */
export function collectPerformance({ consentKey }: { consentKey: string }): void {
  try {
    localStorage.setItem(consentKey, "false")
  } catch {
    // storage can be blocked; the banner then shows, which the controls' check tolerates
  }
  // defined inside: Playwright serialises only this function, not the module
  const describeEl = (element: Node | null | undefined): string | null => {
    if (!(element instanceof Element)) return null
    const tag = element.tagName.toLowerCase()
    if (element.id) return `${tag}#${element.id}`
    const label = element.getAttribute("aria-label") ?? element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40)
    return label ? `${tag} "${label}"` : tag
  }
  const lab: LabRecord = { fcp: null, lcp: null, lcpElement: null, cls: null, ttfb: null, inp: null, longTasks: [], hydratedAt: null }
  window.__phoneLab = lab
  // every change, not only the final value: the lab reads the page before it is hidden
  const all = { reportAllChanges: true }
  const vitals = window.webVitals
  vitals.onFCP((metric) => (lab.fcp = metric.value), all)
  vitals.onTTFB((metric) => (lab.ttfb = metric.value), all)
  vitals.onCLS((metric) => (lab.cls = metric.value), all)
  vitals.onLCP((metric) => {
    lab.lcp = metric.value
    lab.lcpElement = describeEl(metric.attribution.lcpEntry?.element) ?? metric.attribution.target ?? null
  }, all)
  // 16 ms, Event Timing's floor, as before web-vitals (its default of 40 ms would drop the short ones)
  vitals.onINP(
    (metric) => {
      const { attribution } = metric
      // the worst interaction's own event entries (processedEventEntries is opt-in since web-vitals 6)
      const longest = metric.entries.reduce<PerformanceEventTiming | null>((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null)
      lab.inp = {
        durationMs: metric.value,
        inputDelayMs: Math.round(attribution.inputDelay),
        processingMs: Math.round(attribution.processingDuration),
        presentationDelayMs: Math.round(attribution.presentationDelay),
        event: longest?.name ?? attribution.interactionType,
        target: describeEl(longest?.target) ?? attribution.interactionTarget ?? null,
        page: window.location.pathname,
      }
    },
    { ...all, durationThreshold: 16 },
  )
  try {
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => lab.longTasks.push({ start: entry.startTime, duration: entry.duration })),
    ).observe({ type: "longtask", buffered: true })
  } catch {
    // long tasks not supported: blocking time reads 0
  }
  const hydration = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === "true") {
      lab.hydratedAt = performance.now()
      hydration.disconnect()
    }
  })
  hydration.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] })
}

/** The metrics run's reading: state for deciding when the page is quiet, and the figures. */
export function readLab() {
  const lab = window.__phoneLab
  if (!lab) throw new Error("no lab record in the page (collectPerformance did not run)")
  const last = lab.longTasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0)
  return {
    now: performance.now(),
    complete: document.readyState === "complete",
    hydratedAt: lab.hydratedAt,
    lastLongTaskEnd: last,
    fcp: lab.fcp,
    lcp: lab.lcp,
    lcpElement: lab.lcpElement,
    cls: lab.cls,
    ttfb: lab.ttfb,
    longTasks: lab.longTasks,
  }
}

/**
 * This page's INP so far (web-vitals: its worst interaction while it has fewer than 50) and its interaction count
 * (null where the browser has no performance.interactionCount); read before leaving the page.
 */
export async function readInteractions() {
  // web-vitals handles interaction entries when the page is idle: let it finish the last one first
  await new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: 1000 }))
  return { inp: window.__phoneLab?.inp ?? null, count: performance.interactionCount ?? null }
}

/**
 * Controls of the first screen: buttons, selects, summaries and [data-control] elements that are visible, enabled,
 * inside the viewport and not covered at their centre. Each gets a CSS path (stable: hydration adds no markup).
 */
export function listControls({ width, height }: { width: number; height: number }): Control[] {
  const cssPath = (element: Element) => {
    const parts: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.id) {
        parts.unshift(`#${CSS.escape(node.id)}`)
        break
      }
      const tag = node.tagName.toLowerCase()
      if (tag === "body" || tag === "html") {
        parts.unshift(tag)
        break
      }
      const current: Element = node
      const same = [...(current.parentElement?.children ?? [])].filter((sibling) => sibling.tagName === current.tagName)
      parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(current) + 1})` : tag)
    }
    return parts.join(" > ")
  }
  const controls: Control[] = []
  for (const element of document.querySelectorAll<HTMLElement>("button, select, summary, [data-control]")) {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.right <= 0 || box.top >= height || box.left >= width) continue
    if (!element.checkVisibility({ visibilityProperty: true }) || element.matches(":disabled")) continue
    const x = Math.min(Math.max(box.left + box.width / 2, 1), width - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 1), height - 1)
    const top = document.elementFromPoint(x, y)
    if (!top || !(element === top || element.contains(top))) continue
    const tag = element.tagName.toLowerCase()
    // a select's text is all its options: its label names it
    const labels = element instanceof HTMLButtonElement || element instanceof HTMLSelectElement ? element.labels : null
    const name = (element.getAttribute("aria-label") ?? labels?.[0]?.textContent ?? element.textContent ?? "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 60)
    controls.push({ label: `${tag} "${name}"`, css: cssPath(element), kind: tag === "select" ? "select" : "tap", x, y })
  }
  return controls
}

/**
 * Init script of a probe page: once the control is tapped (or selected), reports the tap and the first visible
 * response through the exposed binding __phoneLabReport, with epoch times comparable to Date.now() in Node.
 * Responses: a dialog appears, the control's aria-expanded / aria-pressed (or its <details> open) changes, the
 * element it controls (aria-controls) shows or hides (a menu opened by CSS on focus before hydration changes no
 * attribute, so it is also checked every frame), or for a select any change of the DOM in <main>. A change of URL
 * is seen from Node.
 */
export function armProbe({ css }: { css: string }): void {
  const report = (record: Omit<ProbeReport, "at">) =>
    window.__phoneLabReport?.({ ...record, at: performance.timeOrigin + performance.now() })
  const visibleDialogs = () => [...document.querySelectorAll("dialog[open], [role=dialog]")].filter((d) => d.checkVisibility())
  let armed = false
  const arm = (control: Element, kind: "tap" | "select") => {
    if (armed) return
    armed = true
    const before = new Set(visibleDialogs())
    const controlled = () => document.getElementById(control.getAttribute("aria-controls") ?? "")?.checkVisibility()
    const state = () =>
      `${control.getAttribute("aria-expanded")}|${control.getAttribute("aria-pressed")}|${control.closest("details")?.open}|${controlled()}`
    const initial = state()
    let answered = false
    const check = (mutations: MutationRecord[]) => {
      if (answered) return
      const main = document.querySelector("main")
      const response =
        (visibleDialogs().some((dialog) => !before.has(dialog)) && "dialog") ||
        (state() !== initial && "state") ||
        (kind === "select" && main && mutations.some((m) => main.contains(m.target)) && "main changed")
      if (response) {
        answered = true
        report({ kind: "response", response })
      }
    }
    // dialogs can become visible a frame after they are inserted
    new MutationObserver((mutations) => {
      check(mutations)
      window.requestAnimationFrame(() => check([]))
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    const everyFrame = () => {
      check([])
      if (!answered) window.requestAnimationFrame(everyFrame)
    }
    window.requestAnimationFrame(everyFrame)
  }
  window.__phoneLabArm = arm
  window.addEventListener(
    "pointerdown",
    (event) => {
      const control = document.querySelector(css)
      const hit = Boolean(control && event.target instanceof Node && control.contains(event.target))
      report({ kind: "tap", hit })
      if (control && hit) arm(control, "tap")
    },
    { capture: true, passive: true },
  )
}

/** A probe's "tap" on a select: picks another option as a user would, if the select can be used now. */
export function selectOther(css: string): boolean {
  const select = document.querySelector(css)
  if (!(select instanceof HTMLSelectElement) || !select.checkVisibility() || select.disabled || select.options.length < 2) return false
  window.__phoneLabArm?.(select, "select")
  select.selectedIndex = (select.selectedIndex + 1) % select.options.length
  select.dispatchEvent(new Event("input", { bubbles: true }))
  select.dispatchEvent(new Event("change", { bubbles: true }))
  return true
}
