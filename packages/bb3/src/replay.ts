import { base64Text } from "./container.js"
import { Bb3ImportError } from "./import-error.js"
import { child, childrenNamed, int, parseXml, XmlError, type XmlElement } from "./xml.js"

/**
 * A Blood Bowl 3 replay's XML, read step by step: `<Replay>` holds a preamble (ReplayVersion,
 * Date, GameOptions, NotificationGameJoined with the rosters as the lobby saw them, Rosters), a
 * sequence of `<ReplayStep>`s (each the events of one step and the whole BoardState after it) and
 * `<EndGame>` (the result). Steps are found by scanning and parsed one at a time, so memory holds
 * the XML text and one step's tree, not a tree of the whole document (10× the text).
 */
export interface Bb3Replay {
  /** Everything before the first step, and EndGame, parsed. */
  readonly preamble: ReadonlyArray<XmlElement>
  readonly endGame: XmlElement | undefined
  /** How many steps. */
  readonly steps: number
  /** Parses step `index` (0-based). */
  readonly step: (index: number) => XmlElement
  /** Parses step `index` without its BoardState (the board is most of a step's text): its events. */
  readonly events: (index: number) => XmlElement
  /** Parses step `index`'s BoardState alone, or undefined when it has none. */
  readonly board: (index: number) => XmlElement | undefined
  /** How often `tag` (an element name) opens in step `index`'s events, without parsing them. */
  readonly count: (index: number, tag: string) => number
}

const OPEN = "<ReplayStep>"
const CLOSE = "</ReplayStep>"

const parseAll = (xml: string, from: number, to: number, where: string): ReadonlyArray<XmlElement> => {
  if (xml.slice(from, to).trim() === "") return []
  try {
    return parseXml(`<Wrap>${xml.slice(from, to)}</Wrap>`).children
  } catch (error) {
    throw new Bb3ImportError(`${where}: the XML is malformed (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** Scans the replay's XML for its steps. Refuses text that is no `<Replay>`. */
export const readReplay = (xml: string): Bb3Replay => {
  const start = xml.indexOf("<Replay>")
  const end = xml.lastIndexOf("</Replay>")
  if (start < 0 || end < start) throw new Bb3ImportError("the XML holds no <Replay> element: this is not a Blood Bowl 3 replay")
  const ranges: Array<number> = []
  let at = xml.indexOf(OPEN, start)
  const firstStep = at < 0 ? end : at
  let afterSteps = firstStep
  while (at >= 0 && at < end) {
    const close = xml.indexOf(CLOSE, at)
    if (close < 0 || close > end) throw new Bb3ImportError(`step ${ranges.length / 2 + 1} is never closed: the replay is cut short`)
    ranges.push(at, close + CLOSE.length)
    afterSteps = close + CLOSE.length
    at = xml.indexOf(OPEN, afterSteps)
  }
  // Where each step's BoardState starts and ends (the step's end when it has none).
  const boards: Array<number> = []
  for (let i = 0; i < ranges.length; i += 2) {
    const open = xml.indexOf("<BoardState>", ranges[i]!)
    const close = open < 0 || open > ranges[i + 1]! ? -1 : xml.indexOf("</BoardState>", open)
    if (close < 0 || close > ranges[i + 1]!) boards.push(ranges[i + 1]! - CLOSE.length, -1)
    else boards.push(open, close + "</BoardState>".length)
  }
  const parsed = (index: number, parse: () => XmlElement): XmlElement => {
    try {
      return parse()
    } catch (error) {
      throw new Bb3ImportError(`step ${index + 1}: the XML is malformed (${error instanceof XmlError ? error.message : String(error)})`)
    }
  }
  const preamble = parseAll(xml, start + "<Replay>".length, firstStep, "the replay's preamble")
  const tail = parseAll(xml, afterSteps, end, "the replay's end")
  return {
    preamble,
    endGame: tail.find((element) => element.name === "EndGame"),
    steps: ranges.length / 2,
    step: (index) => parsed(index, () => parseXml(xml, ranges[index * 2]!, ranges[index * 2 + 1]!)),
    events: (index) => parsed(index, () => parseXml(`${xml.slice(ranges[index * 2]!, boards[index * 2]!)}${CLOSE}`)),
    board: (index) => (boards[index * 2 + 1]! < 0 ? undefined : parsed(index, () => parseXml(xml, boards[index * 2]!, boards[index * 2 + 1]!))),
    count: (index, tag) => {
      // Searched in the step's own text: indexOf on the whole document would run on past the step.
      const events = xml.slice(ranges[index * 2]!, boards[index * 2]!)
      const open = `<${tag}>`
      let count = 0
      for (let at = events.indexOf(open); at >= 0; at = events.indexOf(open, at + open.length)) count++
      return count
    }
  }
}

/**
 * An inner message's XML: BB3 stores each rules message as base64 of its XML, and several as
 * base64 of base64 of it. Decoded until it is XML (at most three times), then parsed.
 */
export const decodeMessage = (data: string): XmlElement => {
  let text = data.trim()
  for (let round = 0; round < 3 && !text.startsWith("<"); round++) text = base64Text(text).trim()
  if (!text.startsWith("<")) throw new Bb3ImportError("an inner message does not decode to XML")
  try {
    return parseXml(text)
  } catch (error) {
    throw new Bb3ImportError(`an inner message is malformed XML (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** The values of a BB3 message's Dice (a ResultRoll's, an event's). */
export const diceOf = (element: XmlElement | undefined): Array<number> => childrenNamed(child(element, "Dice"), "Die").map((die) => int(die, "Value"))

/** What BB3 read of a D6 test (a ResultRoll's, an EventRoll's), as our claim: passed (Outcome 1) or not, against its Difficulty. */
export const claimOf = (roll: XmlElement | undefined): { readonly success: boolean; readonly target: number } => ({ success: int(roll, "Outcome") === 1, target: int(roll, "Difficulty") })

/** One rules step of an EventExecuteSequence: what was done (a PlayerStep…) and its results (ResultRoll, ResultBlockRoll…). */
export interface SequenceStep {
  readonly step: XmlElement | undefined
  readonly results: ReadonlyArray<XmlElement>
}

/** The StepResults of an EventExecuteSequence, their messages decoded. */
export const sequenceSteps = (event: XmlElement): ReadonlyArray<SequenceStep> =>
  childrenNamed(child(event, "Sequence"), "StepResult").map((result) => {
    const data = child(child(result, "Step"), "MessageData")?.text
    return {
      step: data === undefined || data.trim() === "" ? undefined : decodeMessage(data),
      results: childrenNamed(child(result, "Results"), "StringMessage").flatMap((message) => {
        const text = child(message, "MessageData")?.text
        return text === undefined || text.trim() === "" ? [] : [decodeMessage(text)]
      })
    }
  })
