/**
 * fast-check's number of runs for a property: as written in the quick run (the default), ten
 * times as many in the long one (SIDELINES_PROPERTY=long, `npm run test:long`).
 */
export const runs = (quick: number): number => (process.env["SIDELINES_PROPERTY"] === "long" ? quick * 10 : quick)
