import "./components/bb-replay/bb-replay.js"
import { BUNDLED_LOGS } from "./model/bundled.js"

/**
 * The full-page viewer: the bundled logs listed on the left, the first one open (or the one
 * named by ?log=<url>), the current event kept in the URL hash so a link shows the same moment.
 */
const replay = document.getElementById("replay")!
const library = document.getElementById("library")!
replay.setAttribute("hash", "")

const params = new URLSearchParams(location.search)
const requested = params.get("log")
const open = (url: string) => {
  replay.setAttribute("src", url)
  for (const link of library.querySelectorAll("a")) link.setAttribute("aria-current", String(link.getAttribute("href") === `?log=${encodeURIComponent(url)}`))
}

for (const log of BUNDLED_LOGS) {
  const item = document.createElement("li")
  const link = document.createElement("a")
  link.href = `?log=${encodeURIComponent(log.url)}`
  link.textContent = log.file.replace(/\.jsonl$/, "")
  item.append(link)
  library.append(item)
}
open(requested ?? BUNDLED_LOGS[0]?.url ?? "")
replay.focus()
