// @ts-check
// Type-checked by tsc (tsconfig.json): ESLint reads a TypeScript config only with jiti, which is not installed.
// https://eslint.org/docs/latest/use/configure/configuration-files
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import testingLibrary from "eslint-plugin-testing-library"
import globals from "globals"
// @ts-expect-error -- eslint-plugin-jsx-a11y 6 ships no types (@types/eslint-plugin-jsx-a11y would give them): typed below
import untypedJsxA11y from "eslint-plugin-jsx-a11y"

/** @type {import("eslint").ESLint.Plugin & { flatConfigs: { recommended: import("eslint").Linter.Config } }} */
const jsxA11y = untypedJsxA11y

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "bench-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: "readonly" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["__tests__/**/*.{ts,tsx}"],
    ...testingLibrary.configs["flat/react"],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
