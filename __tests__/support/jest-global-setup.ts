import { PostgresMissingError, startPostgresCluster, sweepStaleClusters, type PostgresCluster } from "./postgres-cluster"

/** Kept for jest-global-teardown.ts, which runs in this same process. */
export const holder = globalThis as typeof globalThis & { __ldtPostgresCluster?: PostgresCluster }

/**
 * One PostgreSQL cluster for the whole Jest run (https://jestjs.io/docs/configuration#globalsetup-string): its URL in
 * TEST_DATABASE_URL and its control record in TEST_POSTGRES_CTL, inherited by every worker. Test files take a
 * database of their own with freshPostgresDatabase(). A TEST_DATABASE_URL given from outside is used as it is.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return
  await sweepStaleClusters()
  try {
    const cluster = await startPostgresCluster()
    holder.__ldtPostgresCluster = cluster
    process.env.TEST_DATABASE_URL = cluster.url
    process.env.TEST_POSTGRES_CTL = JSON.stringify(cluster.control)
  } catch (error) {
    // Without PostgreSQL the rest of the run still runs; the tests that need it fail and say why
    if (!(error instanceof PostgresMissingError)) throw error
    process.env.TEST_POSTGRES_MISSING = `${error.message}: install it (Debian: apt-get install postgresql) or set PG_BIN or TEST_DATABASE_URL`
  }
}
