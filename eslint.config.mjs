// Lint and format checks (`npm run lint`, run by `npm test`; `npm run lint -- --fix` mends what it can).
// typescript-eslint's recommended rules, and @stylistic's formatting rules set to the code's own
// style: no semicolons, double quotes, no trailing commas, two-space indentation, one blank line at most.
import stylistic from "@stylistic/eslint-plugin"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "viewer/dist/**", "**/*.d.ts"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "@stylistic": stylistic },
    rules: {
      // Unused names are mistakes, except a deliberate `_` placeholder (a destructured field left out, an unused parameter kept for the signature).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" }],
      "@stylistic/semi": ["error", "never"],
      "@stylistic/quotes": ["error", "double", { avoidEscape: true, allowTemplateLiterals: "always" }],
      "@stylistic/comma-dangle": ["error", "never"],
      "@stylistic/indent": ["error", 2, { SwitchCase: 1, flatTernaryExpressions: true, offsetTernaryExpressions: false, ignoredNodes: ["ConditionalExpression *", "TemplateLiteral *"] }],
      "@stylistic/no-trailing-spaces": "error",
      "@stylistic/eol-last": "error",
      "@stylistic/no-multiple-empty-lines": ["error", { max: 1, maxEOF: 0 }],
      "@stylistic/no-tabs": "error",
      "@stylistic/brace-style": ["error", "1tbs", { allowSingleLine: true }],
      "@stylistic/keyword-spacing": "error",
      "@stylistic/space-infix-ops": "error",
      "@stylistic/arrow-spacing": "error",
      "@stylistic/comma-spacing": "error",
      "@stylistic/key-spacing": "error"
    }
  }
)
