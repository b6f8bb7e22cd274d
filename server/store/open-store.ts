import path from "node:path"
import type { ServerConfig } from "../config"
import { openPostgresStore } from "./postgres-store"
import { openSqliteStore } from "./sqlite-store"
import type { Store } from "./store"

/** The store the settings name (PostgreSQL with DATABASE_URL, else SQLite in VAR_DIR), migrated and ready. */
export async function openStore(config: Pick<ServerConfig, "databaseUrl" | "varDir">): Promise<Store> {
  const store = config.databaseUrl
    ? await openPostgresStore(config.databaseUrl)
    : await openSqliteStore(path.join(config.varDir, "inquiries.sqlite"))
  try {
    await store.migrate()
  } catch (error) {
    await store.close()
    throw error
  }
  return store
}
