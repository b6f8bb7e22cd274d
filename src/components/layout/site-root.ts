// What the browser needs before it hydrates any page, in a chunk of its own (see gatsby-browser.tsx)
export { RootProviders } from "./root-providers"
export { prepareSystem } from "../../theme"
