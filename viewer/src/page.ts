import "./components/bb-replay/bb-replay.js"
import type { BbReplay } from "./components/bb-replay/bb-replay.js"
import { BUNDLED_LOGS, FIRST_MATCH } from "./model/bundled.js"
import { openLibrary, type LibraryEntry, type Removed } from "./model/library.js"
import { savedLine } from "./model/library-line.js"
import { reason, saveOpened } from "./model/library-save.js"
import { packedIn, shareLink, unpackLog, type ShownLog } from "./model/share-link.js"
import { showcaseSeq } from "./model/showcase.js"

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

// On a phone the list of matches folds into a bar: its button opens and closes it.
const nav = document.querySelector("nav")!
const navToggle = document.getElementById("nav-toggle")!
navToggle.addEventListener("click", () => {
  const open = nav.classList.toggle("open")
  navToggle.setAttribute("aria-expanded", String(open))
})

/** Marks the open log in both lists. */
const markCurrent = (href: string) => {
  for (const link of document.querySelectorAll("nav a")) link.setAttribute("aria-current", String(link.getAttribute("href") === href))
}
/** The hash without a log carried in it (a shared link's): once another log is open, a reload must not bring that one back. */
const hashWithoutLog = () => location.hash.replace(/&?gz=[A-Za-z0-9_-]*/, "")
const showInUrl = (query: string) => history.replaceState(null, "", `${query}${hashWithoutLog()}`)

const openUrl = (url: string) => {
  // A bundled log is named by its file, not by its URL (which carries the build's hash).
  const bundledLog = BUNDLED_LOGS.find((log) => log.url === url)
  if (bundledLog === undefined) replay.removeAttribute("name")
  else replay.setAttribute("name", bundledLog.file)
  replay.setAttribute("src", url)
  markCurrent(`?log=${encodeURIComponent(url)}`)
}

const library = openLibrary()

/** Opens a saved match, or a damaged record whose text survived; false when there is nothing to open. */
const openSaved = (entry: LibraryEntry): boolean => {
  const text = entry.kind === "saved" ? entry.match.text : entry.text
  if (text === null) {
    status.textContent = `${entry.name} is damaged (${entry.kind === "damaged" ? entry.damage : ""}) and cannot be opened; its × deletes it.`
    return false
  }
  replay.removeAttribute("src")
  history.replaceState(null, "", `${location.search}${hashWithoutLog()}`)
  markCurrent(`?saved=${entry.id}`)
  void replay.openText(entry.name, text)
  return true
}

/** Opens a picked or dropped file, then saves it; a storage failure never stops the viewing. */
const openFile = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  replay.removeAttribute("src")
  history.replaceState(null, "", `${location.search}${hashWithoutLog()}`)
  const loaded = await replay.openBytes(file.name, bytes)
  // null: another log was opened meanwhile; this one is not saved half-seen. A file that gave no
  // log (a replay the importer refused) has nothing to save.
  if (loaded === null || loaded.text === "") return
  // A file with no match header is no match: it is shown with its errors, not kept.
  if (loaded.log.header === undefined) {
    status.textContent = `${loaded.name} is not a match log, so it was not saved.`
    return
  }
  // A converted replay is saved as its log: it reopens without running the importer again.
  const { saved: match, message } = await saveOpened(library, loaded, renderSaved)
  if (match !== null) {
    showInUrl(`?saved=${match.id}`)
    markCurrent(`?saved=${match.id}`)
  }
  status.textContent = message
}

/**
 * A delete can be taken back until the next thing happens in the library. The undo puts back
 * exactly what this delete removed, and only if nothing has been saved under its key since.
 */
const offerUndo = (removed: Removed) => {
  const undo = document.createElement("button")
  undo.type = "button"
  undo.className = "undo"
  undo.textContent = "Undo"
  undo.addEventListener("click", async () => {
    try {
      const restored = await library.restore(removed)
      status.textContent = restored ? `Restored ${removed.name}.` : `${removed.name} was not restored: the same log has been saved again since.`
    } catch (error) {
      status.textContent = `${removed.name} could not be restored: ${reason(error)}`
    }
    await refreshSaved()
  })
  status.replaceChildren(`Deleted ${removed.name}. `, undo)
  undo.focus()
}

const remove = async (entry: LibraryEntry) => {
  try {
    const removed = await library.remove(entry.id)
    if (removed === undefined) status.textContent = `${entry.name} was already deleted, in another tab.`
    else offerUndo(removed)
  } catch (error) {
    status.textContent = `Could not delete ${entry.name}: ${reason(error)}`
  }
  await refreshSaved()
}

async function renderSaved(): Promise<void> {
  const entries = await library.list()
  saved.replaceChildren(
    ...entries.map((entry) => {
      const item = document.createElement("li")
      const text = entry.kind === "saved" || entry.text !== null
      const label = document.createElement(text ? "a" : "span")
      if (label instanceof HTMLAnchorElement) {
        label.href = `?saved=${entry.id}`
        label.addEventListener("click", (event) => {
          event.preventDefault()
          history.replaceState(null, "", `?saved=${entry.id}`)
          openSaved(entry)
        })
      }
      const line = savedLine(entry)
      label.textContent = line.text
      label.title = entry.name
      const button = document.createElement("button")
      button.type = "button"
      button.className = "delete"
      button.textContent = "×"
      button.setAttribute("aria-label", `Delete ${entry.name} from this browser`)
      button.addEventListener("click", () => void remove(entry))
      if (line.shortfall === "damaged") item.classList.add("damaged")
      else if (line.shortfall === "partial") item.classList.add("partial")
      else if (line.shortfall !== null) item.classList.add("has-problems")
      item.append(label, button)
      return item
    })
  )
  if (entries.length === 0) saved.innerHTML = `<li class="empty">Open or drop a .jsonl log to keep it here.</li>`
}

/** Redraws the list, saying so when storage cannot be read. */
const refreshSaved = () =>
  renderSaved().catch((error: unknown) => {
    status.textContent = `Saved matches are unavailable here: ${reason(error)}`
  })

// Another tab saved, deleted or restored a match: this tab's list follows.
library.onChange(() => void refreshSaved())

for (const log of BUNDLED_LOGS) {
  const item = document.createElement("li")
  const link = document.createElement("a")
  link.href = `?log=${encodeURIComponent(log.url)}`
  link.textContent = log.file.replace(/\.jsonl$/, "")
  item.append(link)
  bundled.append(item)
}

const picked = () => {
  const file = picker.files?.[0]
  if (file !== undefined) void openFile(file)
  picker.value = ""
}
picker.addEventListener("change", picked)
// A file picked while the page's script was still loading (main.ts loads it in stages).
if ((picker.files?.length ?? 0) > 0) picked()
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

/** The log shown, as a link names it: by its URL when opened from one, else by its text. */
const shownLog = (): ShownLog | null => {
  const src = replay.getAttribute("src")
  if (src !== null && src !== "") return { url: src }
  const loaded = replay.loaded
  return loaded === null || loaded.text === "" ? null : { name: loaded.name, text: loaded.text }
}

// "Copy a link to this moment": the link is copied and shown (to copy by hand where the clipboard
// is refused); a log too large to carry in a link is offered as its file instead.
const shareButton = document.getElementById("share")!
const shareStatus = document.getElementById("share-status")!
shareButton.addEventListener("click", async () => {
  const shown = shownLog()
  if (shown === null) {
    shareStatus.textContent = "Open a match first."
    return
  }
  const share = await shareLink(`${location.origin}${location.pathname}`, shown, replay.seq)
  if ("link" in share) {
    const field = document.createElement("input")
    field.id = "share-link"
    field.readOnly = true
    field.value = share.link
    field.setAttribute("aria-label", "Link to this moment")
    const copied = await navigator.clipboard?.writeText(share.link).then(() => true, () => false) ?? false
    shareStatus.replaceChildren(copied ? "Link copied: " : "Copy this link: ", field)
    return
  }
  const save = document.createElement("a")
  save.href = URL.createObjectURL(new Blob([share.text], { type: "application/x-ndjson" }))
  save.download = share.name
  save.textContent = `Save ${share.name}`
  shareStatus.replaceChildren(`${share.reason} `, save)
})

/** Opens the log a shared link carries; false when it carries none or it cannot be read. */
const openPacked = async (): Promise<boolean> => {
  const packed = packedIn(location.hash)
  if (packed === null) return false
  try {
    const text = await unpackLog(packed)
    replay.removeAttribute("src")
    markCurrent("")
    void replay.openText("shared-match.jsonl", text)
    return true
  } catch {
    status.textContent = "The match in this link could not be read: the link is damaged or cut short."
    return false
  }
}

const start = async () => {
  if (await openPacked()) {
    await refreshSaved()
    return
  }
  const savedId = params.get("saved")
  const savedList = refreshSaved()
  if (savedId !== null) {
    const entry = await library.load(savedId).catch(() => undefined)
    await savedList
    if (entry !== undefined && openSaved(entry)) return
    if (entry === undefined) status.textContent = "That saved match is no longer in this browser."
  }
  await savedList
  const asked = params.get("log")
  if (asked === null && !/seq=\d/.test(location.hash)) showAMoment()
  openUrl(asked ?? FIRST_MATCH?.url ?? "")
}

/**
 * A first visit (no log asked for, no moment in the address) opens a whole match at a roll the
 * ruling panel explains, with both teams on the pitch, rather than at an empty pitch.
 */
const showAMoment = () =>
  replay.addEventListener("bb-load", () => {
    if (replay.replay !== null && replay.getAttribute("src") === FIRST_MATCH?.url) replay.seekTo(showcaseSeq(replay.replay))
  }, { once: true })
void start()
replay.focus()
