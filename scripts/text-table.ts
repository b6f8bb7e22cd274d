/** Rows of cells as aligned plain text: the first and last columns left-aligned, the figures between right-aligned. */
export function textTable(rows: string[][]): string {
  const header = rows[0] ?? []
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)))
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

/** Rows of cells as a Markdown table, the first row its header, the columns padded to line up in the source. */
export function markdownTable(rows: string[][]): string {
  const [header = [], ...body] = rows
  const widths = header.map((_, i) => Math.max(3, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) => `| ${widths.map((width, i) => (cells[i] ?? "").padEnd(width)).join(" | ")} |`
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n")
}
