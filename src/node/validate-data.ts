// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { validateContent, type ContentFile } from "./validate-content"
import { DATA_DIR } from "./data-dir"
import { labelInNameErrors, lengthErrors, pluralErrors } from "./validate-texts"

/** Every JSON file under data/, parsed; a file that is not valid JSON is an error naming it. */
export function readContentFiles(dataDir: string): { files: ContentFile[]; errors: string[] } {
  const files: ContentFile[] = []
  const errors: string[] = []
  for (const name of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(dataDir, name)
    if (!name.endsWith(".json") || fs.statSync(full).isDirectory()) continue
    const relative = name.split(path.sep).join("/")
    try {
      files.push({ path: relative, data: JSON.parse(fs.readFileSync(full, "utf8")) })
    } catch (error) {
      errors.push(`data/${relative}: is not valid JSON (${(error as Error).message})`)
    }
  }
  return { files: files.sort((a, b) => a.path.localeCompare(b.path)), errors }
}

/** Every problem the build finds in a data folder, each naming its file, record and field; none: the build goes on. */
export function contentProblems(dataDir: string): string[] {
  const { files, errors } = readContentFiles(dataDir)
  errors.push(...validateContent(files, (relative) => fs.existsSync(path.join(dataDir, relative))))
  // Only once every file is well formed: the page texts are read from several kinds at once
  if (errors.length === 0) errors.push(...pluralErrors(files), ...lengthErrors(files), ...labelInNameErrors(files))
  return errors
}

/** Bad content stops the build before anything is rendered, with every problem listed. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const errors = contentProblems(DATA_DIR)
  if (errors.length > 0) {
    reporter.panic(`Content in data/ has ${errors.length} problem(s):\n  - ${errors.join("\n  - ")}`)
  }
}
