/** Rows of cells as aligned plain text: the first and last columns left-aligned, the figures between right-aligned. */
export function textTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}
