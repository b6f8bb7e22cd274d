import { whenIdleOrIntent } from "../../src/lib/when-idle-or-intent"

describe("whenIdleOrIntent", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("starts once, at the visitor's first intent, before the browser is idle", () => {
    const start = jest.fn()
    whenIdleOrIntent(start)
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }))
    window.dispatchEvent(new Event("pointerdown"))
    jest.runAllTimers()
    expect(start.mock.calls).toEqual([["intent"]])
  })

  it("starts once when the browser is idle if nothing happens, and later intent does nothing", () => {
    const start = jest.fn()
    whenIdleOrIntent(start)
    expect(start).not.toHaveBeenCalled()
    jest.runAllTimers()
    window.dispatchEvent(new Event("pointerdown"))
    expect(start.mock.calls).toEqual([["idle"]])
  })
})
