/**
 * The house style's typography that the pages' own code applies, kept apart from the checks over data/
 * (src/content/copy-rules.ts, which reads these too) so the pages' bundles carry only this: the title as the page
 * shows it. The space between a number and its unit is written in data/ itself ("{count}\u00a0min read"), where the
 * copy checks find a plain one.
 */

/** The longest title the page shows, its company name included (the glossary's limit, in every language). */
export const MAX_SHOWN_TITLE = 60

/**
 * The title as the page shows it: "<title> | <company>" only where the whole stays within MAX_SHOWN_TITLE, the title
 * alone otherwise and on the home page (whose title is the company's own).
 */
export function shownTitle(title: string, company: string, home = false): string {
  const withCompany = `${title} | ${company}`
  return home || withCompany.length > MAX_SHOWN_TITLE ? title : withCompany
}
