// vnu-jar ships no types. Its main module exports the absolute path of vnu.jar as a String object
// (with a `vnu` helper attached); e2e/build-output.spec.ts only needs the path, via String(jar).
declare module "vnu-jar" {
  const jar: string
  export default jar
}
