import { holder } from "./jest-global-setup"

/** Stops the run's PostgreSQL cluster and deletes its folder (https://jestjs.io/docs/configuration#globalteardown-string). */
export default async function globalTeardown(): Promise<void> {
  const cluster = holder.__ldtPostgresCluster
  if (!cluster) return
  holder.__ldtPostgresCluster = undefined
  // Watch mode runs the setup again in this process: it must not find the stopped cluster's URL
  delete process.env.TEST_DATABASE_URL
  delete process.env.TEST_POSTGRES_CTL
  await cluster.stop()
}
