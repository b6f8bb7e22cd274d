import { execFile } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import pg from "pg"

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp folder, a free port on 127.0.0.1, trust auth, fsync off.
 * PostgreSQL refuses to run as root, so as root its tools run as the `postgres` user (runuser) in a folder it owns.
 * Binaries: $PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout), else initdb on the PATH.
 */

const run = promisify(execFile)
const PREFIX = "ldt-pg-"

/** What it takes to stop and start a cluster again from another process (TEST_POSTGRES_CTL, as JSON). */
export interface PostgresControl {
  bin: string
  dataDir: string
  logFile: string
  /** The user PostgreSQL's tools run as (when this process is root), else null. */
  runAs: string | null
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  control: PostgresControl
  /** Stops the server (fast shutdown: sessions are ended with 57P01) and keeps its data. */
  down(): Promise<void>
  /** Starts it again on the same port; resolves when it accepts connections. */
  up(): Promise<void>
  /** down() then up(). */
  restart(): Promise<void>
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}

/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  const has = (folder: string) => fs.existsSync(path.join(folder, "initdb")) && fs.existsSync(path.join(folder, "pg_ctl"))
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null
  const debian = "/usr/lib/postgresql"
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((name) => has(path.join(debian, name, "bin"))) : []
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  if (versions[0]) return path.join(debian, versions[0], "bin")
  return (process.env.PATH ?? "").split(path.delimiter).find((folder) => folder && has(folder)) ?? null
}

async function tool(control: Pick<PostgresControl, "bin" | "runAs">, name: string, args: string[]): Promise<string> {
  const file = path.join(control.bin, name)
  const [command, argv] = control.runAs ? ["runuser", ["-u", control.runAs, "--", file, ...args]] : [file, args]
  try {
    return (await run(command, argv, { timeout: 60_000 })).stdout
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string }
    throw new Error(`${name} ${args.join(" ")} failed: ${(error as Error).message}\n${stdout}${stderr}`, { cause: error })
  }
}

const pgCtl = (control: PostgresControl, args: string[]) => tool(control, "pg_ctl", ["-D", control.dataDir, ...args])

/** Starts a stopped cluster: -w waits until it accepts connections. */
async function start(control: PostgresControl): Promise<void> {
  try {
    await pgCtl(control, ["-l", control.logFile, "-w", "-t", "30", "start"])
  } catch (error) {
    const log = fs.existsSync(control.logFile) ? fs.readFileSync(control.logFile, "utf8").slice(-2000) : ""
    throw new Error(`${(error as Error).message}\n--- postgres log ---\n${log}`, { cause: error })
  }
}

/** Operations on a cluster by its control record (a test file restarting the run's shared cluster). */
export function controlCluster(control: PostgresControl): Pick<PostgresCluster, "down" | "up" | "restart"> {
  const down = async () => void (await pgCtl(control, ["-m", "fast", "-w", "-t", "30", "stop"]))
  const up = () => start(control)
  return { down, up, restart: async () => (await down(), await up()) }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function userIds(user: string): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", user]), run("id", ["-g", user])])
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
  } catch (error) {
    throw new Error(`PostgreSQL cannot run as root and there is no "${user}" user to run it as`, { cause: error })
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** Clusters left running by a run that was killed (Ctrl-C skips globalTeardown): stopped and deleted. */
export async function sweepStaleClusters(): Promise<void> {
  const tmp = os.tmpdir()
  for (const name of fs.readdirSync(tmp).filter((entry) => entry.startsWith(PREFIX))) {
    const folder = path.join(tmp, name)
    try {
      const owner = JSON.parse(fs.readFileSync(path.join(folder, "owner.json"), "utf8")) as { pid: number; control: PostgresControl }
      if (alive(owner.pid)) continue
      await pgCtl(owner.control, ["-m", "immediate", "stop"]).catch(() => undefined)
      fs.rmSync(folder, { recursive: true, force: true })
    } catch {
      // not one of ours, or another run is sweeping it
    }
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin()
  if (!bin) throw new PostgresMissingError("PostgreSQL is not installed (no initdb in $PG_BIN, /usr/lib/postgresql/*/bin or the PATH)")
  const runAs = process.getuid?.() === 0 ? "postgres" : null
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX))
  const control: PostgresControl = { bin, dataDir: path.join(folder, "data"), logFile: path.join(folder, "postgres.log"), runAs }
  fs.writeFileSync(path.join(folder, "owner.json"), JSON.stringify({ pid: process.pid, control }))
  const remove = () => fs.rmSync(folder, { recursive: true, force: true })
  try {
    if (runAs) {
      const { uid, gid } = await userIds(runAs)
      fs.chownSync(folder, uid, gid)
    }
    // --no-sync and fsync=off: a test cluster need not survive a power cut, and initdb takes under a second
    await tool(control, "initdb", ["-D", control.dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"])
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${folder}'`,
      "fsync = off",
      "synchronous_commit = off",
      "full_page_writes = off",
      // every test file opens pools of its own, in parallel workers
      "max_connections = 300",
      "shared_buffers = 32MB",
    ]
    fs.appendFileSync(path.join(control.dataDir, "postgresql.conf"), `\n${settings.join("\n")}\n`)

    // The port is free when asked and taken by postgres a moment later: another process may take it in between
    let port = 0
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      fs.appendFileSync(path.join(control.dataDir, "postgresql.conf"), `port = ${port}\n`)
      try {
        await start(control)
        break
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
    const operations = controlCluster(control)
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      control,
      ...operations,
      stop: async () => {
        await pgCtl(control, ["-m", "immediate", "stop"]).catch(() => undefined)
        remove()
      },
    }
  } catch (error) {
    await pgCtl(control, ["-m", "immediate", "stop"]).catch(() => undefined)
    remove()
    throw error
  }
}

/** No PostgreSQL on this machine: the run goes on, and the tests that need it fail with this text. */
export class PostgresMissingError extends Error {
  override name = "PostgresMissingError"
}

/**
 * A new, empty database on the run's shared cluster (TEST_DATABASE_URL, set by jest-global-setup.ts), so test files
 * in parallel workers never see each other's rows. Returns its URL.
 */
export async function freshPostgresDatabase(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL
  if (!base)
    throw new Error(
      process.env.TEST_POSTGRES_MISSING || "TEST_DATABASE_URL is not set: run the tests with Jest (its globalSetup starts PostgreSQL)",
    )
  return createDatabase(base)
}

/** CREATE DATABASE test_<random> on the cluster at `url`; returns the new database's URL. */
export async function createDatabase(url: string): Promise<string> {
  const name = `test_${crypto.randomBytes(6).toString("hex")}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const version = Number((await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]?.v)
    // PostgreSQL 15's default strategy (WAL_LOG) takes ~100 ms here, FILE_COPY ~20 ms; before 15 FILE_COPY was the only one
    await client.query(`CREATE DATABASE ${name}${version >= 150000 ? " STRATEGY FILE_COPY" : ""}`)
  } finally {
    await client.end()
  }
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/** The run's shared cluster, for a test that restarts it (every file on it sees the restart: keep such tests few). */
export function sharedPostgres(): Pick<PostgresCluster, "down" | "up" | "restart"> {
  const raw = process.env.TEST_POSTGRES_CTL
  if (!raw)
    throw new Error("TEST_POSTGRES_CTL is not set: the shared cluster is not this run's own (TEST_DATABASE_URL given from outside?)")
  return controlCluster(JSON.parse(raw) as PostgresControl)
}
