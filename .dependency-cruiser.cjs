/**
 * The engine's layers, lowest first (docs/architecture.md): a folder of packages/engine/src imports
 * only its own files and the layers before it. Above them all, the files at the engine's root
 * (fold.ts, replay.ts, legal.ts, explain.ts, engine-steps.ts, engine-above.ts…), then analysis/ and
 * catalogue/, then the entry (index.ts).
 */
const ENGINE_LAYERS = [
  "model",
  "core",
  "skills",
  "stars",
  "inducements/other",
  "inducements/staff",
  "inducements/wizards",
  "inducements/referees",
  "prayers",
  "special-plays",
  "stadium",
  "variants"
]
const ENGINE = "^packages/engine/src/"

/**
 * The project's layering, checked by dependency-cruiser (`npm run deps`; test/dependencies.test.ts
 * runs the same check in `npm test`). What may import what: docs/architecture.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycle-between-packages",
      comment: "Packages form a stack (schema < engine < sim, fumbbl, bb3 < cli): no import may close a loop across two packages.",
      severity: "error",
      from: { path: "^packages/([^/]+)/" },
      to: { circular: true, pathNot: "^packages/$1/" }
    },
    {
      name: "schema-imports-no-package",
      comment: "The log format stands alone: every other package reads it, it reads none of them.",
      severity: "error",
      from: { path: "^packages/schema/src/" },
      to: { path: "^packages/(?!schema/)[^/]+/" }
    },
    {
      name: "engine-imports-only-schema",
      comment: "The rules engine knows the format and nothing above it (no simulator, importer, CLI or viewer).",
      severity: "error",
      from: { path: "^packages/engine/src/" },
      to: { path: "^(packages/(sim|fumbbl|bb3|cli)/|viewer/)" }
    },
    {
      name: "importer-and-simulator-below-cli",
      comment: "The simulator and the importers (FUMBBL, Blood Bowl 3) use the format and the engine, never the CLI or the viewer, nor each other.",
      severity: "error",
      from: { path: "^packages/(sim|fumbbl|bb3)/src/" },
      to: { path: "^(packages/cli/|viewer/)|^packages/(sim|fumbbl|bb3)/" , pathNot: "^packages/$1/" }
    },
    {
      name: "packages-through-their-entry",
      comment: "A package reaches another only through its public entry (its package name), never into its files.",
      severity: "error",
      from: { path: "^packages/([^/]+)/src/" },
      to: { path: "^packages/([^/]+)/", pathNot: ["^packages/$1/", "^packages/[^/]+/dist/index\\.(js|d\\.ts)$"] }
    },
    {
      name: "viewer-through-entries",
      comment: "The viewer reads the engine and the format through their entries, and the importer through its browser entry (its main entry also holds the Node-only gunzip).",
      severity: "error",
      from: { path: "^viewer/src/" },
      to: {
        path: "^packages/",
        pathNot: ["^packages/(schema|engine|sim)/(src|dist)/index\\.(ts|js|d\\.ts)$", "^packages/(fumbbl|bb3)/src/browser\\.ts$"]
      }
    },
    ...ENGINE_LAYERS.map((layer, i) => ({
      name: "engine-layers-import-down",
      comment: `The engine's ${layer}/ imports only ${ENGINE_LAYERS.slice(0, i + 1).join(", ")} (a rule it must call from above goes through core/above.ts).`,
      severity: "error",
      from: { path: `${ENGINE}${layer}/` },
      to: { path: ENGINE, pathNot: `${ENGINE}(${ENGINE_LAYERS.slice(0, i + 1).join("|")})/` }
    })),
    {
      name: "no-cycle-between-engine-folders",
      comment: "No import loop leaves an engine folder and comes back: the folders form a stack, the top included (analysis/ and catalogue/ read the fold, never the other way).",
      severity: "error",
      from: { path: "^(packages/engine/src/[^/]+)/" },
      to: { circular: true, pathNot: "^$1/" }
    },
    {
      name: "a-variant-imports-no-other-variant",
      comment: "A variant builds on Blood Bowl's (variants/blood-bowl/) and the layers below, never on another variant; the registry (variants/registry.ts) gathers them.",
      severity: "error",
      from: { path: `${ENGINE}variants/([^/]+)/` },
      to: { path: `${ENGINE}variants/`, pathNot: `${ENGINE}variants/($1|blood-bowl)/` }
    },
    {
      name: "engine-root-below-analysis",
      comment: "The fold, the replay and the other files at the engine's root are read by analysis/ and catalogue/; only the entry (index.ts) re-exports those.",
      severity: "error",
      from: { path: `${ENGINE}[^/]+\\.ts$`, pathNot: `${ENGINE}index\\.ts$` },
      to: { path: `${ENGINE}(analysis|catalogue|index\\.ts)` }
    },
    {
      name: "pure-core",
      comment: "The format and the rules are pure: no Node built-ins, and no unstable Effect modules (TOOLCHAIN.md).",
      severity: "error",
      from: { path: "^packages/(schema|engine)/src/" },
      to: { path: "(^node:|^(fs|path|os|zlib|child_process|url|util)$|effect/unstable)", dependencyTypes: ["core", "npm"] }
    }
  ],
  options: {
    // A package's built entry is where another package meets it: seen, not crawled.
    doNotFollow: { path: "node_modules|^packages/[^/]+/dist/" },
    exclude: { path: "(^|/)test/|\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".js", ".d.ts"] }
  }
}
