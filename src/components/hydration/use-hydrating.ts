import * as React from "react"

const noSubscription = () => () => {}
const readClient = () => false
/** React reads getServerSnapshot on the server and while it hydrates: true then, false in a client render. */
const readHydrating = () => true

/** Whether this render is the server's or hydration's (true), or a render in the browser of its own (false). */
export const useHydrating = (): boolean => React.useSyncExternalStore(noSubscription, readClient, readHydrating)
