import { appendFileSync } from "node:fs"

let file

export const initialize = (data) => {
  file = data.file
}

export const load = async (url, context, nextLoad) => {
  if (file !== undefined) appendFileSync(file, `${url}\n`)
  return nextLoad(url, context)
}
