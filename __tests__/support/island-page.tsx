import * as React from "react"
import { Island } from "../../src/components/hydration/island"

/** A page with one island: what hydration-island.test.tsx hydrates and its server test renders. */
export function IslandPage({ onPress }: { onPress: () => void }) {
  return (
    <main>
      <Island>
        <button type="button" onClick={onPress}>
          Add to my trip
        </button>
      </Island>
    </main>
  )
}

/** IslandPage as React renders it on the server: the island's content in a completed Suspense boundary (<!--$-->). */
export const ISLAND_PAGE_HTML =
  '<main><div data-island="" style="display:contents"><!--$--><button type="button">Add to my trip</button><!--/$--></div></main>'
