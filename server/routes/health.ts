import type { FastifyPluginAsync } from "fastify"
import type { OutboxStats } from "../store/store"
import type { RouteContext } from "./context"

/**
 * GET /api/health, for nginx and a load balancer: the store answers (else 503) and the outbox's counts; "degraded"
 * when a message has failed for good (it waits for `npm run inquiries -- retry`).
 */
export const healthRoutes: FastifyPluginAsync<RouteContext> = async (app, { store }) => {
  app.get("/api/health", async (request, reply) => {
    const now = Date.now()
    let outbox: OutboxStats | null = null
    try {
      if (await store.ping()) outbox = await store.outboxStats(now)
    } catch (error) {
      request.log.warn({ error: error instanceof Error ? error.message : String(error) }, "health: the store cannot be reached")
    }
    reply.header("cache-control", "no-store")
    if (!outbox) return reply.code(503).send({ status: "unavailable", store: { engine: store.engine, ok: false } })
    return { status: outbox.failed > 0 ? "degraded" : "ok", store: { engine: store.engine, ok: true }, outbox }
  })
}
