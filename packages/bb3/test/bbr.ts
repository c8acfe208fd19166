import { deflateSync } from "node:zlib"

/**
 * Builders for synthetic Blood Bowl 3 replays of each shape met in real ones (written here, never
 * taken from a real file): XML elements from nested objects, inner messages base64'd once or
 * twice as BB3 stores them, and the .bbr container (zlib, then base64).
 */

export type Xml = string

/** `<name>children…</name>`; a number or string child is text. */
export const el = (name: string, ...children: ReadonlyArray<Xml | number>): Xml => `<${name}>${children.join("")}</${name}>`

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64")

/** An inner message as BB3 stores it: base64 of base64 of its XML (the shape of every MessageData met). */
export const message = (xml: Xml, times = 2): Xml => {
  let data = xml
  for (let i = 0; i < times; i++) data = b64(data)
  return data
}

export const cell = (x: number, y: number): Xml => `<Y>${y}</Y><X>${x}</X>`

/** One StepResult: the step's message and its results' messages. */
export const stepResult = (step: Xml, ...results: ReadonlyArray<Xml>): Xml =>
  el("StepResult", el("Step", el("Name", b64("Step")), el("MessageData", message(step))), el("Results", ...results.map((result) => el("StringMessage", el("Name", b64("Result")), el("MessageData", message(result))))))

export const executeSequence = (...steps: ReadonlyArray<Xml>): Xml => el("EventExecuteSequence", el("Sequence", ...steps))

/** A ReplayStep with its events and board. */
export const replayStep = (clock: number, board: Xml, ...events: ReadonlyArray<Xml>): Xml => el("ReplayStep", el("Clock", clock), ...events, board)

/** The whole XML of a replay. */
export const replayXml = (preamble: ReadonlyArray<Xml>, steps: ReadonlyArray<Xml>, endGame: Xml = ""): Xml =>
  `<Replay>\n\t${el("ReplayVersion", "1-4-0-0")}${preamble.join("")}\n${steps.join("\n")}${endGame}</Replay>`

/** The .bbr container: zlib, then base64. */
export const bbr = (xml: Xml): Uint8Array => Buffer.from(deflateSync(Buffer.from(xml, "utf8")).toString("base64"), "latin1")
