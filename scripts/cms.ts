// npm run cms: the content manager on this machine. Starts decap-server (Decap's local backend, which reads and writes
// the files of this working copy: data/… and data/images/photos/) and the development site, which serves the CMS at
// /admin/. Decap uses the local backend only on localhost (config.yml: local_backend), so nothing here reaches GitHub.
//
//   npm run cms                      admin at http://localhost:8000/admin/, decap-server on 8081
//   DEVELOP_PORT=8100 npm run cms    another site port (decap-server's port is fixed by the admin's CSP and config: 8081)
import path from "node:path"
import { spawn, type ChildProcess } from "node:child_process"

const ROOT = path.resolve(__dirname, "..")
const DEVELOP_PORT = process.env.DEVELOP_PORT ?? "8000"
const DECAP_PORT = "8081"

const children: ChildProcess[] = []
function start(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  // Its own process group: npx does not pass a signal on to gatsby, so stop() signals the whole group
  const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env }, detached: true })
  child.on("exit", (code, signal) => {
    console.log(`cms: ${label} stopped (${signal ?? code})`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500)
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
  PORT: DECAP_PORT,
  GIT_REPO_DIRECTORY: ROOT,
})
start("gatsby develop", "npx", ["gatsby", "develop", "--port", DEVELOP_PORT, "--host", "localhost"])

console.log(`
cms: the content manager will be at  http://localhost:${DEVELOP_PORT}/admin/
cms: (the site itself at http://localhost:${DEVELOP_PORT}/ once "gatsby develop" says it is ready)
cms: saving in the CMS writes the files in ${path.join(ROOT, "data")}: review them with git diff and commit as usual.
cms: Ctrl+C stops both.
`)
