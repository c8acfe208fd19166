import { Replay } from "@sidelines/engine"
import { type ImportedMatch, importReplayXml } from "../src/index.js"

/** A fragment imported (verified) and folded by our rules with BB3's claims trusted; throws where the log cannot be folded. */
export const foldXml = (xml: string) => {
  const match = importReplayXml(xml, { verify: true })
  const built = Replay.build(match.header, match.events, { trustClaims: true })
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return { match, replay: built.success }
}

/** The imported events without their seq, to compare with events written out. */
export const withoutSeq = (match: ImportedMatch) => match.events.map(({ seq: _seq, ...event }) => event)
