/** The query parameter of /contact that names what the inquiry is about (an experience's slug). */
export const INTEREST_PARAM = "interest"

/** The inquiry page with an experience already named: where Book Now leads before (and without) scripts. */
export function inquiryAboutPath(slug: string): string {
  return `/contact?${new URLSearchParams({ [INTEREST_PARAM]: slug }).toString()}`
}

/** The slug a /contact URL names, or "" when none. */
export function inquiryInterest(search: string): string {
  return (new URLSearchParams(search).get(INTEREST_PARAM) ?? "").trim()
}
