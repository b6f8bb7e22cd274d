/**
 * The little of a logger the mail code needs: Fastify's pino logger fits it, and so does a test's collector. Details
 * first, pino's way, so each line stays structured (ids and references, never a message's body).
 */
export interface Log {
  info(details: Record<string, unknown>, message: string): void
  warn(details: Record<string, unknown>, message: string): void
  error(details: Record<string, unknown>, message: string): void
}
