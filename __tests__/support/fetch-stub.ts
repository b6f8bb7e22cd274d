/**
 * A stand-in for the browser's fetch in component tests (jsdom has none): the server is not what they test, only
 * what the page sends and what it does with each kind of answer. Each call is recorded with its JSON body.
 */
export interface SentRequest {
  url: string
  method: string
  body: Record<string, unknown>
}

export interface StubAnswer {
  status: number
  /** The answer's JSON; a string is an answer that is not JSON (a static host's HTML page). */
  body: unknown
}

type Reply = StubAnswer | Error | Promise<StubAnswer>

/** Installs the stub on `global.fetch`: `reply` answers each request to /api/ (the others answer 404, not JSON). */
export function stubFetch(reply: (request: SentRequest, index: number) => Reply) {
  const sent: SentRequest[] = []
  const original = global.fetch
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input)
    const answer: Reply = url.startsWith("/api/")
      ? (() => {
          const request = { url, method: init?.method ?? "GET", body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown> }
          sent.push(request)
          return reply(request, sent.length - 1)
        })()
      : { status: 404, body: "<!doctype html><title>Not found</title>" }
    const settled = await answer
    if (settled instanceof Error) throw settled
    return {
      ok: settled.status >= 200 && settled.status < 300,
      status: settled.status,
      json: async () => (typeof settled.body === "string" ? JSON.parse(settled.body) : settled.body),
    } as Response
  })
  global.fetch = fetchStub as typeof fetch
  return {
    sent,
    fetch: fetchStub,
    restore: () => {
      global.fetch = original
    },
  }
}

/** An answer held until the test lets it go: a request still on its way. */
export function heldAnswer(answer: StubAnswer): { promise: Promise<StubAnswer>; release: () => void } {
  let release = () => {}
  const promise = new Promise<StubAnswer>((resolve) => (release = () => resolve(answer)))
  return { promise, release }
}
