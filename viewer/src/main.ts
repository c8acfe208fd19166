import "./components/bb-replay/bb-replay.js"
import type { BbReplay } from "./components/bb-replay/bb-replay.js"
import { BUNDLED_LOGS } from "./model/bundled.js"
import { deleteMatch, listMatches, loadMatch, restoreMatch, saveMatch, type SavedMatch } from "./model/library.js"

/**
 * The full-page viewer: the bundled logs and the user's saved matches listed on the left, one
 * open on the right. A log comes from ?log=<url>, ?saved=<id>, the file picker or a drop; every
 * opened file is saved in IndexedDB. The current event is kept in the URL hash.
 */
const replay = document.getElementById("replay") as BbReplay
const bundled = document.getElementById("library")!
const saved = document.getElementById("saved")!
const picker = document.getElementById("picker") as HTMLInputElement
const status = document.getElementById("library-status")!
replay.setAttribute("hash", "")

const params = new URLSearchParams(location.search)

/** Marks the open log in both lists. */
const markCurrent = (href: string) => {
  for (const link of document.querySelectorAll("nav a")) link.setAttribute("aria-current", String(link.getAttribute("href") === href))
}
const showInUrl = (query: string) => history.replaceState(null, "", `${query}${location.hash}`)

const openUrl = (url: string) => {
  replay.setAttribute("src", url)
  markCurrent(`?log=${encodeURIComponent(url)}`)
}

const openSaved = (match: SavedMatch) => {
  replay.removeAttribute("src")
  markCurrent(`?saved=${match.id}`)
  void replay.openText(match.name, match.text)
}

/** Opens a picked or dropped file, then saves it; a storage failure never stops the viewing. */
const openFile = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  replay.removeAttribute("src")
  const loaded = await replay.openBytes(file.name, bytes)
  // null: another log was opened meanwhile; this one is not saved half-seen. A file that gave no
  // log (a replay the importer refused) has nothing to save.
  if (loaded === null || loaded.text === "") return
  try {
    // A converted replay is saved as its log: it reopens without running the importer again.
    const match = await saveMatch(loaded.name, loaded.text, loaded)
    showInUrl(`?saved=${match.id}`)
    await renderSaved()
    markCurrent(`?saved=${match.id}`)
    status.textContent = `Saved ${loaded.name} in this browser.`
  } catch (error) {
    status.textContent = `Opened ${file.name}, but it could not be saved: ${error instanceof Error ? error.message : String(error)}`
  }
}

const describeMatch = (match: SavedMatch): string => {
  const { teams, score, variant, playedAt } = match.summary
  const line = teams.length === 0 ? match.name : teams.map((team, t) => `${team} ${score[t] ?? "–"}`).join(" · ")
  return [line, variant ?? "unknown variant", (playedAt ?? match.savedAt).slice(0, 10)].join(" — ")
}

/** A delete can be taken back until the next thing happens in the library. */
const offerUndo = (match: SavedMatch) => {
  const undo = document.createElement("button")
  undo.type = "button"
  undo.className = "undo"
  undo.textContent = "Undo"
  undo.addEventListener("click", async () => {
    await restoreMatch(match)
    status.textContent = `Restored ${match.name}.`
    await renderSaved()
  })
  status.replaceChildren(`Deleted ${match.name}. `, undo)
  undo.focus()
}

async function renderSaved(): Promise<void> {
  const matches = await listMatches()
  saved.replaceChildren(
    ...matches.map((match) => {
      const item = document.createElement("li")
      const link = document.createElement("a")
      link.href = `?saved=${match.id}`
      link.textContent = describeMatch(match)
      link.title = match.name
      link.addEventListener("click", (event) => {
        event.preventDefault()
        history.replaceState(null, "", `?saved=${match.id}`)
        openSaved(match)
      })
      const remove = document.createElement("button")
      remove.type = "button"
      remove.className = "delete"
      remove.textContent = "×"
      remove.setAttribute("aria-label", `Delete ${match.name} from this browser`)
      remove.addEventListener("click", async () => {
        await deleteMatch(match.id)
        offerUndo(match)
        await renderSaved()
      })
      if (match.summary.problems > 0) item.classList.add("has-problems")
      item.append(link, remove)
      return item
    })
  )
  if (matches.length === 0) saved.innerHTML = `<li class="empty">Open or drop a .jsonl log to keep it here.</li>`
}

for (const log of BUNDLED_LOGS) {
  const item = document.createElement("li")
  const link = document.createElement("a")
  link.href = `?log=${encodeURIComponent(log.url)}`
  link.textContent = log.file.replace(/\.jsonl$/, "")
  item.append(link)
  bundled.append(item)
}

picker.addEventListener("change", () => {
  const file = picker.files?.[0]
  if (file !== undefined) void openFile(file)
  picker.value = ""
})
document.addEventListener("dragover", (event) => {
  event.preventDefault()
  document.body.classList.add("dropping")
})
document.addEventListener("dragleave", (event) => {
  if (event.relatedTarget === null) document.body.classList.remove("dropping")
})
document.addEventListener("drop", (event) => {
  event.preventDefault()
  document.body.classList.remove("dropping")
  const file = event.dataTransfer?.files[0]
  if (file !== undefined) void openFile(file)
})

const start = async () => {
  const savedId = params.get("saved")
  const savedList = renderSaved().catch((error: unknown) => {
    status.textContent = `Saved matches are unavailable here: ${error instanceof Error ? error.message : String(error)}`
  })
  if (savedId !== null) {
    const match = await loadMatch(savedId).catch(() => undefined)
    await savedList
    if (match !== undefined) return openSaved(match)
    status.textContent = "That saved match is no longer in this browser."
  }
  await savedList
  openUrl(params.get("log") ?? BUNDLED_LOGS[0]?.url ?? "")
}
void start()
replay.focus()
