export * from "./catalogue.js"
export * from "./report.js"
export * from "./skill-list.js"
export * from "./tests.js"
