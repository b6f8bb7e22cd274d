import { whenIdleInTurn } from "../../src/lib/when-idle-in-turn"

// jsdom has no requestIdleCallback: an idle period is a task after the current one (src/lib/when-idle.ts)
describe("whenIdleInTurn", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("runs one piece of work per idle period, in the order asked, and none of what was cancelled", () => {
    const ran: string[] = []
    whenIdleInTurn(() => ran.push("first"))
    const cancelSecond = whenIdleInTurn(() => ran.push("second"))
    whenIdleInTurn(() => ran.push("third"))
    expect(ran).toEqual([])
    jest.advanceTimersToNextTimer()
    expect(ran).toEqual(["first"])
    cancelSecond()
    jest.advanceTimersToNextTimer()
    expect(ran).toEqual(["first", "third"])
    jest.runAllTimers()
    expect(ran).toEqual(["first", "third"])
  })

  it("asks for no idle period once everything waiting is cancelled, and starts again for new work", () => {
    const ran: string[] = []
    const cancel = whenIdleInTurn(() => ran.push("cancelled"))
    cancel()
    expect(jest.getTimerCount()).toBe(0)
    whenIdleInTurn(() => ran.push("later"))
    jest.runAllTimers()
    expect(ran).toEqual(["later"])
  })
})
