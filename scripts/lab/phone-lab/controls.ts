// "Controls ready": the earliest tap time, after navigation start, at which a control of the first screen answers
// a tap with a visible response within 1 s. A probe is one fresh throttled page load and one tap at a set time;
// the tap is a real touch at the control's place (queued by the browser like a finger's, so a busy main thread
// delays the answer rather than failing the probe), and counts only if it landed on the control.
import type { Browser } from "playwright"
import { armProbe, listControls, selectOther, type Control, type ProbeReport } from "./in-page"
import { VIEWPORT, newPhoneContext, sleep, waitForHydration } from "./profile"

/** Tap times probed, in seconds after navigation start. */
export const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6]
const RESPONSE_WINDOW_MS = 1000
// time for the page's reports to reach Node after the window closes
const REPORT_GRACE_MS = 150

export interface ProbeResult {
  ok: boolean
  reason: string
  responseMs?: number
}

/** A control that answered the warm-up's tap, with what it answered. */
export interface ReadyControl extends Control {
  response: string
}

/** One probe of a run's ready-time search. */
export interface ProbeAt {
  at: number
  ok: boolean
  reason: string
  responseMs?: number
}

const samePlace = (a: string, b: string) => {
  const strip = (url: string) => {
    const { pathname, search, hash } = new URL(url)
    return `${pathname.replace(/\/$/, "")}${search}${hash}`
  }
  return strip(a) === strip(b)
}

/**
 * One probe: loads `url` in a fresh context, taps the control at `tapAt` seconds after navigation start (or once
 * hydrated, for the warm-up check) and reports whether a visible response came within the window.
 */
export async function probe(
  browser: Browser,
  url: string,
  control: Control,
  { tapAt, throttle = true }: { tapAt: number | "hydrated"; throttle?: boolean },
): Promise<ProbeResult> {
  const { context, page, close } = await newPhoneContext(browser, { throttle })
  try {
    const reports: ProbeReport[] = []
    await context.exposeBinding("__phoneLabReport", (_source, record: ProbeReport) => reports.push(record))
    await page.addInitScript(armProbe, { css: control.css })
    let tappedUrl: string | null = null
    let navigatedAt: number | null = null
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && tappedUrl && navigatedAt === null && !samePlace(frame.url(), tappedUrl)) navigatedAt = Date.now()
    })
    const started = Date.now()
    const loading = page.goto(url, { waitUntil: "commit", timeout: 60_000 }).catch((error: unknown) => error)
    if (tapAt === "hydrated") {
      await loading
      await waitForHydration(page)
      await sleep(300)
    } else {
      await sleep(started + tapAt * 1000 - Date.now())
    }
    tappedUrl = page.url()
    const tapped = Date.now()
    const action: Promise<boolean> =
      control.kind === "select"
        ? page.evaluate(selectOther, control.css).catch(() => false)
        : page.touchscreen.tap(control.x, control.y).then(
            () => true,
            () => false,
          )
    const deadline = tapped + RESPONSE_WINDOW_MS + REPORT_GRACE_MS
    let result: ProbeResult | null = null
    while (!result && Date.now() < deadline) {
      await sleep(25)
      result = judge(reports, navigatedAt, tapped, control.kind === "select" ? await settled(action) : undefined)
    }
    await loading
    return result ?? judge(reports, navigatedAt, tapped, await settled(action), true)
  } finally {
    // a tap can start a navigation; closing the context while it is under way can hang, so stop it first
    await page.goto("about:blank", { timeout: 10_000 }).catch(() => undefined)
    await close()
  }
}

/** The value of a promise if it has settled within a moment, else undefined. */
const settled = <T>(promise: Promise<T>): Promise<T | undefined> => Promise.race([promise, sleep(5).then(() => undefined)])

/**
 * The probe's verdict from what has been seen so far, or null while it can still go either way. `selected`, for
 * selects: whether the option could be picked (undefined: not known yet).
 */
function judge(reports: ProbeReport[], navigatedAt: number | null, tapped: number, selected: boolean | undefined): ProbeResult | null
function judge(reports: ProbeReport[], navigatedAt: number | null, tapped: number, selected: boolean | undefined, final: true): ProbeResult
function judge(
  reports: ProbeReport[],
  navigatedAt: number | null,
  tapped: number,
  selected: boolean | undefined,
  final = false,
): ProbeResult | null {
  const tap = reports.find((r) => r.kind === "tap")
  if (tap && !tap.hit) return { ok: false, reason: "tap landed elsewhere (control hidden or moved)" }
  if (selected === false) return { ok: false, reason: "select absent, hidden or disabled" }
  const answers = [navigatedAt, reports.find((r) => r.kind === "response")?.at].filter((at): at is number => typeof at === "number")
  const first = Math.min(...answers)
  if ((tap || selected) && answers.length > 0) {
    const responseMs = Math.round(first - tapped)
    if (responseMs <= RESPONSE_WINDOW_MS) {
      const response = first === navigatedAt ? "URL changed" : (reports.find((r) => r.kind === "response")?.response ?? "")
      return { ok: true, reason: response, responseMs }
    }
    return { ok: false, reason: `answered after ${responseMs} ms`, responseMs }
  }
  if (!final) return null
  if (!tap && selected === undefined) return { ok: false, reason: "tap not received (page not there yet)" }
  return { ok: false, reason: "no visible response within 1 s" }
}

/**
 * Warm-up (unthrottled, after hydration): the first screen's controls, each checked once to answer a tap at all;
 * those that never answer visibly are set aside with the reason, since no tap time could make them "ready".
 */
export async function discoverControls(
  browser: Browser,
  url: string,
): Promise<{ controls: ReadyControl[]; setAside: Array<Control & { reason: string }> }> {
  const { page, close } = await newPhoneContext(browser, { throttle: false })
  let found: Control[]
  try {
    await page.goto(url, { waitUntil: "load" })
    await waitForHydration(page)
    await page.waitForLoadState("networkidle")
    found = await page.evaluate(listControls, VIEWPORT)
  } finally {
    await close()
  }
  const controls: ReadyControl[] = []
  const setAside: Array<Control & { reason: string }> = []
  for (const control of found) {
    const check = await probe(browser, url, control, { tapAt: "hydrated", throttle: false })
    if (check.ok) controls.push({ ...control, response: check.reason })
    else setAside.push({ ...control, reason: check.reason })
  }
  return { controls, setAside }
}

/**
 * One run's ready time of a control: the first step whose probe succeeds, searched from `startIndex` (usually the
 * last result): down while probes succeed, else up until one does. Assumes a control that works at t works later.
 */
export async function readyTime(
  browser: Browser,
  url: string,
  control: Control,
  startIndex: number,
): Promise<{ seconds: number | null; probes: ProbeAt[] }> {
  const probes: ProbeAt[] = []
  const stepAt = (index: number): number => STEPS[index] ?? Number.POSITIVE_INFINITY
  const tryAt = async (index: number) => {
    const result = await probe(browser, url, control, { tapAt: stepAt(index) })
    probes.push({
      at: stepAt(index),
      ok: result.ok,
      reason: result.reason,
      ...(result.responseMs === undefined ? {} : { responseMs: result.responseMs }),
    })
    return result.ok
  }
  let index = Math.min(Math.max(startIndex, 0), STEPS.length - 1)
  if (await tryAt(index)) {
    while (index > 0 && (await tryAt(index - 1))) index--
    return { seconds: stepAt(index), probes }
  }
  for (index++; index < STEPS.length; index++) if (await tryAt(index)) return { seconds: stepAt(index), probes }
  return { seconds: null, probes }
}
