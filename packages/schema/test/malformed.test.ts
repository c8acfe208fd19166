import { describe, expect, it } from "vitest"
import { decodeLogText, LogCollector, LogDecoder, type LogErrorCode } from "@sidelines/schema"
import { fileOf, insertLine, type SampleHeader, sampleHeader, sampleLines, sampleText, withHeader, withLine } from "./support/sample.js"

// File line n + 1 of the sample holds the event with seq n: line 4 is seq 3 (the weather
// roll), line 5 seq 4 (humans call the coin), line 8 seq 7 (h5 placed), line 27 seq 26
// (o2 declares a block on h5), line 48 seq 47 (the last bone-head roll).

interface Expected {
  readonly line: number
  readonly code: LogErrorCode
  readonly path: string
  readonly message: RegExp
}

interface Case {
  readonly name: string
  readonly text: string
  readonly errors: ReadonlyArray<Expected>
}

const event = (tag: string, seq: number, fields: Record<string, unknown>): string => JSON.stringify({ _tag: tag, seq, ...fields })
const coinCall = (fields: Record<string, unknown>): string => JSON.stringify({ _tag: "CoinTossCalled", seq: 4, team: "humans", call: "heads", ...fields })
const roll = (die: string, faces: unknown): string => event("DiceRolled", 3, { die, faces, for: "weather" })

/** A copy of the sample's teams with fresh ids, so a header can have three or four teams. */
const extraTeams = (header: SampleHeader, count: number): void => {
  for (let t = 0; t < count; t++) {
    const team = structuredClone(header.teams[t % 2]!)
    team.id = `extra-${t}`
    team.players.forEach((player, p) => (player.id = `x${t}-${p}`))
    header.teams.push(team)
  }
}

const diceCases: ReadonlyArray<readonly [die: string, faces: unknown, path: string, message: RegExp]> = [
  ["d6", [7], "faces[0]", /a d6 shows 1 to 6, got 7/],
  ["d6", [0], "faces[0]", /a d6 shows 1 to 6, got 0/],
  ["d6", [1, 2], "faces", /a d6 roll has 1 face, got \[1,2\]/],
  ["2d6", [3, 7], "faces[1]", /a 2d6 shows 1 to 6, got 7/],
  ["2d6", [3], "faces", /a 2d6 roll has 2 faces, got \[3\]/],
  ["d8", [9], "faces[0]", /a d8 shows 1 to 8, got 9/],
  ["d8", [1, 8], "faces", /a d8 roll has 1 face, got \[1,8\]/],
  ["d16", [17], "faces[0]", /a d16 shows 1 to 16, got 17/],
  ["d16", [], "faces", /a d16 roll has 1 face, got \[\]/],
  ["block", [3, 7], "faces[1]", /a block shows 1 to 6, got 7/],
  ["block", [], "faces", /a block roll has 1 to 3 faces, got \[\]/],
  ["block", [1, 2, 3, 4], "faces", /a block roll has 1 to 3 faces, got \[1,2,3,4\]/],
  ["coin", [3], "faces[0]", /a coin shows 1 to 2, got 3/],
  ["coin", [1, 2], "faces", /a coin roll has 1 face, got \[1,2\]/],
  ["d3", [4], "faces[0]", /a d3 shows 1 to 3, got 4/],
  ["d3", [2, 2], "faces", /a d3 roll has 1 face, got \[2,2\]/]
]

const cases: ReadonlyArray<Case> = [
  {
    name: "a line that is not JSON",
    text: withLine(5, '{"_tag":"CoinTossCalled","seq":4,"team":"humans" "call":"heads"}'),
    errors: [{ line: 5, code: "invalid-json", path: "", message: /^invalid JSON: / }]
  },
  {
    name: "a byte order mark in the middle of the file, as after concatenating two logs",
    text: withLine(5, `\uFEFF${coinCall({})}`),
    errors: [{ line: 5, code: "invalid-json", path: "", message: /^invalid JSON: / }]
  },
  {
    name: "a misspelt event tag, with the tag it meant",
    text: withLine(5, coinCall({ _tag: "CoinTosCalled" })),
    errors: [{ line: 5, code: "unknown-tag", path: "_tag", message: /^unknown event "CoinTosCalled" \(did you mean "CoinTossCalled"\?\)$/ }]
  },
  {
    name: "an event tag like no other, with no suggestion",
    text: withLine(5, coinCall({ _tag: "Handshake" })),
    errors: [{ line: 5, code: "unknown-tag", path: "_tag", message: /^unknown event "Handshake"$/ }]
  },
  {
    name: "a line without _tag",
    text: withLine(5, '{"seq":4,"team":"humans","call":"heads"}'),
    errors: [{ line: 5, code: "missing-tag", path: "", message: /missing "_tag"/ }]
  },
  {
    name: "a _tag that is not a string",
    text: withLine(5, coinCall({ _tag: 4 })),
    errors: [{ line: 5, code: "missing-tag", path: "_tag", message: /"_tag" must be a string, got 4/ }]
  },
  {
    name: "an array instead of an object",
    text: withLine(5, '[4,"humans","heads"]'),
    errors: [{ line: 5, code: "not-an-object", path: "", message: /expected a JSON object, got \[4,"humans","heads"\]/ }]
  },
  {
    name: "a bare string instead of an object",
    text: withLine(5, '"CoinTossCalled"'),
    errors: [{ line: 5, code: "not-an-object", path: "", message: /expected a JSON object, got "CoinTossCalled"/ }]
  },
  {
    name: "null instead of an object",
    text: withLine(5, "null"),
    errors: [{ line: 5, code: "not-an-object", path: "", message: /expected a JSON object, got null/ }]
  },
  {
    name: "a number where a literal is expected",
    text: withLine(5, coinCall({ call: 7 })),
    errors: [{ line: 5, code: "invalid-field", path: "call", message: /expected "heads" \| "tails", got 7/ }]
  },
  {
    name: "a seq written as a string",
    text: withLine(5, coinCall({ seq: "4" })),
    errors: [{ line: 5, code: "invalid-field", path: "seq", message: /expected number, got "4"/ }]
  },
  {
    name: "a square written as a string",
    text: withLine(8, event("PlayerPlaced", 7, { player: "h5", at: "12,7" })),
    errors: [{ line: 8, code: "invalid-field", path: "at", message: /got "12,7"/ }]
  },
  {
    name: "a coordinate off the grid",
    text: withLine(8, event("PlayerPlaced", 7, { player: "h5", at: [12, 64] })),
    errors: [{ line: 8, code: "invalid-field", path: "at[1]", message: /expected a value between 0 and 63, got 64/ }]
  },
  {
    name: "a block die chosen by a fractional face",
    text: withLine(30, event("BlockDieChosen", 29, { face: 2.5 })),
    errors: [{ line: 30, code: "invalid-field", path: "face", message: /expected an integer, got 2.5/ }]
  },
  {
    name: "an unknown field",
    text: withLine(5, coinCall({ colour: "red" })),
    errors: [{ line: 5, code: "unknown-field", path: "colour", message: /unknown field "colour"/ }]
  },
  {
    name: "an unknown field inside the claim",
    text: withLine(4, event("DiceRolled", 3, { die: "2d6", faces: [3, 4], for: "weather", claimed: { result: "perfect-conditions", weather: "sunny" } })),
    errors: [{ line: 4, code: "unknown-field", path: "claimed.weather", message: /unknown field "weather"/ }]
  },
  {
    name: "a missing field",
    text: withLine(5, '{"_tag":"CoinTossCalled","seq":4,"team":"humans"}'),
    errors: [{ line: 5, code: "missing-field", path: "call", message: /missing required field "call"/ }]
  },
  ...diceCases.map(([die, faces, path, message]): Case => ({
    name: `a ${die} roll with faces ${JSON.stringify(faces)}`,
    text: withLine(4, roll(die, faces)),
    errors: [{ line: 4, code: "dice-out-of-range", path, message }]
  })),
  {
    name: "a log that starts with an event",
    text: fileOf(sampleLines.slice(1)),
    errors: [{ line: 1, code: "missing-header", path: "", message: /must start with a MatchStarted header, but line 1 is a "DiceRolled" event/ }]
  },
  {
    name: "a second MatchStarted",
    text: insertLine(4, sampleLines[0]!),
    errors: [{ line: 4, code: "header-not-first", path: "", message: /header can only be the first line; the header is on line 1/ }]
  },
  {
    name: "a repeated seq",
    text: withLine(4, sampleLines[3]!.replace('"seq":3', '"seq":2')),
    errors: [{ line: 4, code: "repeated-seq", path: "seq", message: /^2 repeats the seq of line 3/ }]
  },
  {
    name: "a decreasing seq",
    text: withLine(4, sampleLines[3]!.replace('"seq":3', '"seq":1')),
    errors: [{ line: 4, code: "decreasing-seq", path: "seq", message: /^1 is lower than 2 on line 3: seq must strictly increase/ }]
  },
  {
    name: "an unknown variant",
    text: withHeader((header) => (header.variant = "dungeon-bowl")),
    errors: [{ line: 1, code: "unknown-variant", path: "variant", message: /unknown variant "dungeon-bowl" \(known: blood-bowl, sevens, gutter-bowl, blightbowl, holiday-special\)/ }]
  },
  {
    name: "an unknown match option",
    text: withHeader((header) => (header.options.weather = "nice")),
    errors: [{ line: 1, code: "unknown-option", path: "options.weather", message: /unknown match option "weather"/ }]
  },
  {
    name: "a gutter-bowl pitch on a blood-bowl match",
    text: withHeader((header) => (header.options.pitch = "street")),
    errors: [{ line: 1, code: "unknown-option", path: "options.pitch", message: /option "pitch" belongs to gutter-bowl, not blood-bowl/ }]
  },
  {
    name: "a blightbowl mode on a sevens match",
    text: withHeader((header) => {
      header.variant = "sevens"
      header.options.mode = "grudge"
    }),
    errors: [{ line: 1, code: "unknown-option", path: "options.mode", message: /option "mode" belongs to blightbowl, not sevens/ }]
  },
  {
    name: "a gutter-bowl pitch that does not exist",
    text: withHeader((header) => {
      header.variant = "gutter-bowl"
      header.options.pitch = "swamp"
    }),
    errors: [{ line: 1, code: "unknown-option", path: "options.pitch", message: /"street" \| "sewer", got "swamp"/ }]
  },
  {
    name: "a blightbowl match without a mode",
    text: withHeader((header) => {
      header.variant = "blightbowl"
      extraTeams(header, 2)
    }),
    errors: [{ line: 1, code: "inconsistent-header", path: "options.mode", message: /^blightbowl needs a mode: allies, grudge or free-for-all$/ }]
  },
  {
    name: "a blightbowl match with two teams",
    text: withHeader((header) => {
      header.variant = "blightbowl"
      header.options.mode = "free-for-all"
    }),
    errors: [{ line: 1, code: "inconsistent-header", path: "teams", message: /blightbowl is played by 4 teams, the header has 2/ }]
  },
  {
    name: "a blood-bowl match with three teams",
    text: withHeader((header) => extraTeams(header, 1)),
    errors: [{ line: 1, code: "inconsistent-header", path: "teams", message: /blood-bowl is played by 2 teams, the header has 3/ }]
  },
  {
    name: "an unknown stadium attribute",
    text: withHeader((header) => (header.options.stadium = "astroturf")),
    errors: [{ line: 1, code: "unknown-option", path: "options.stadium", message: /^unknown stadium attribute "astroturf" \(see docs\/log-format\.md for the 24 attributes, or "random"\)$/ }]
  },
  {
    name: "a home stadium whose team is not in the header",
    text: withHeader((header) => {
      header.options.stadium = "solid-stone"
      header.options.home = "elves"
    }),
    errors: [{ line: 1, code: "unknown-option", path: "options.home", message: /^the home team "elves" is not one of the header's teams$/ }]
  },
  {
    name: "a home stadium with a rolled attribute",
    text: withHeader((header) => {
      header.options.stadium = "random"
      header.options.home = header.teams[0]!.id
    }),
    errors: [{ line: 1, code: "unknown-option", path: "options.home", message: /names the stadium's attribute in options\.stadium/ }]
  },
  {
    name: "a format this reader does not read",
    text: withHeader((header) => (header.format = "sidelines/2")),
    errors: [{ line: 1, code: "unsupported-format", path: "format", message: /unsupported format "sidelines\/2": this reader reads "sidelines\/1"/ }]
  },
  {
    name: "an unknown player placed",
    text: withLine(8, event("PlayerPlaced", 7, { player: "h9", at: [12, 7] })),
    errors: [{ line: 8, code: "unknown-player", path: "player", message: /no player "h9" in the header's rosters/ }]
  },
  {
    name: "an unknown player as a block target",
    text: withLine(27, event("ActionDeclared", 26, { player: "o2", action: "block", target: "h9" })),
    errors: [{ line: 27, code: "unknown-player", path: "target", message: /no player "h9" in the header's rosters/ }]
  },
  {
    name: "an unknown team",
    text: withLine(5, coinCall({ team: "elves" })),
    errors: [{ line: 5, code: "unknown-team", path: "team", message: /no team "elves" in the header \(teams: orcs, humans\)/ }]
  },
  {
    name: "two teams with one id",
    text: withHeader((header) => (header.teams[1]!.id = "orcs")),
    errors: [{ line: 1, code: "inconsistent-header", path: "teams[1].id", message: /team id "orcs" is used twice/ }]
  },
  {
    name: "two players with one id, across teams",
    text: withHeader((header) => (header.teams[1]!.players[0]!.id = "o1")),
    errors: [{ line: 1, code: "inconsistent-header", path: "teams[1].players[0].id", message: /player id "o1" is already used in team "orcs"/ }]
  },
  {
    name: "two players with one shirt number in a team",
    text: withHeader((header) => (header.teams[0]!.players[1]!.number = 1)),
    errors: [{ line: 1, code: "inconsistent-header", path: "teams[0].players[1].number", message: /shirt number 1 is used twice in team "orcs"/ }]
  },
  {
    name: "a file cut off in the middle of its last line",
    text: sampleText.slice(0, -20),
    errors: [{ line: 48, code: "truncated-line", path: "", message: /the last line is cut off .*truncated/ }]
  },
  {
    name: "an empty input",
    text: "",
    errors: [{ line: 1, code: "empty-log", path: "", message: /the log is empty: expected a MatchStarted header/ }]
  }
]

describe("each rejection names its line, code, field and problem", () => {
  it.each(cases)("$name", ({ text, errors }) => {
    const log = decodeLogText(text)
    expect(log.errors.map(({ line, code, path }) => ({ line, code, path }))).toEqual(
      errors.map(({ line, code, path }) => ({ line, code, path }))
    )
    log.errors.forEach((error, i) => expect(error.message).toMatch(errors[i]!.message))
  })
})

describe("columns point into the line", () => {
  it("at the offending field's key", () => {
    const line = event("PlayerPlaced", 7, { player: "h9", at: [12, 7] })
    const [error] = decodeLogText(withLine(8, line)).errors
    expect(error?.column).toBe(line.indexOf('"player":') + 1)
    expect(error?.excerpt).toBe(line)
  })

  it("at the character where JSON.parse gave up", () => {
    const line = '{"_tag":"CoinTossCalled","seq":4,"team":"humans" "call":"heads"}'
    const [error] = decodeLogText(withLine(5, line)).errors
    expect(error?.column).toBe(line.indexOf(' "call"') + 2)
  })
})

describe("what the decoder accepts", () => {
  const sample = decodeLogText(sampleText)

  it.each([
    ["a valid last line without a trailing newline", sampleText.slice(0, -1)],
    ["blank and white-space lines between events", fileOf([...sampleLines.slice(0, 9), "", "   \t", ...sampleLines.slice(9), ""])],
    ["CRLF line endings", sampleText.replaceAll("\n", "\r\n")],
    ["a UTF-8 byte order mark", `\uFEFF${sampleText}`],
    ["a byte order mark, CRLF and no final newline at once", `\uFEFF${sampleText.replaceAll("\n", "\r\n").slice(0, -2)}`]
  ])("%s", (_, text) => {
    const log = decodeLogText(text)
    expect(log.errors).toEqual([])
    expect(log.header).toEqual(sample.header)
    expect(log.events).toEqual(sample.events)
    expect(log.validPrefix).toBe(47)
  })

  it("counts blank lines in the line numbers of later errors", () => {
    const lines = [...sampleLines]
    lines.splice(2, 0, "", "  ")
    lines[6] = coinCall({ team: "elves" }) // seq 4, now file line 7
    const log = decodeLogText(fileOf(lines))
    expect(log.errors.map((error) => [error.line, error.code])).toEqual([[7, "unknown-team"]])
  })
})

describe("a log with many problems", () => {
  const badLines = (count: number): string => {
    const lines = [...sampleLines]
    for (let i = 0; i < count; i++) lines[1 + i] = `not json ${i}`
    return fileOf(lines)
  }

  it("reports every bad line, each with its own line number and code", () => {
    const lines = [...sampleLines]
    lines[4] = coinCall({ call: "edge" }) // line 5
    lines[7] = event("PlayerPlaced", 7, { player: "h9", at: [12, 7] }) // line 8
    lines[29] = event("BlockDieChosen", 29, { face: 9 }) // line 30
    lines[45] = "{" // line 46
    const log = decodeLogText(fileOf(lines))
    expect(log.errors.map((error) => [error.line, error.code, error.path])).toEqual([
      [5, "invalid-field", "call"],
      [8, "unknown-player", "player"],
      [30, "invalid-field", "face"],
      [46, "invalid-json", ""]
    ])
    expect(log.events).toHaveLength(47 - 4)
  })

  it("reports several problems of one line separately", () => {
    const log = decodeLogText(withLine(5, '{"_tag":"CoinTossCalled","seq":"4","team":5,"call":"heads","extra":1}'))
    expect(log.errors.map((error) => [error.line, error.path]).sort()).toEqual([
      [5, "extra"],
      [5, "seq"],
      [5, "team"]
    ])
  })

  it("stops at maxErrors and says how many more there were", () => {
    const log = decodeLogText(badLines(8), { maxErrors: 5 })
    // The overflow error stands at the first error not shown, so the valid prefix still ends at line 2.
    expect(log.errors.map((error) => error.line)).toEqual([2, 3, 4, 5, 6, 7])
    expect(log.validPrefix).toBe(0)
    expect(log.errors.slice(0, 5).every((error) => error.code === "invalid-json")).toBe(true)
    const last = log.errors[5]!
    expect(last.code).toBe("too-many-errors")
    expect(last.message).toMatch(/^3 more errors not shown \(reporting stops after 5\)$/)
  })

  it("caps a LogDecoder fed line by line the same way", () => {
    const decoder = new LogDecoder({ maxErrors: 5 })
    const collector = new LogCollector()
    for (const line of badLines(6).split("\n").slice(0, -1)) collector.add(decoder.line(line))
    collector.add(decoder.end())
    const { errors } = collector.result()
    expect(errors).toHaveLength(6)
    expect(errors[5]?.code).toBe("too-many-errors")
    expect(errors[5]?.message).toMatch(/^1 more error not shown/)
    expect(decoder.errors).toBe(6)
  })

  it("caps at 100 errors by default", () => {
    const lines = [sampleLines[0]!, ...Array.from({ length: 130 }, (_, i) => `{"_tag":"TurnEnded","seq":${i + 1},"team":"ogres"}`)]
    const { errors } = decodeLogText(fileOf(lines))
    expect(errors).toHaveLength(101)
    expect(errors.slice(0, 100).every((error) => error.code === "unknown-team")).toBe(true)
    expect(errors[100]?.message).toMatch(/^30 more errors not shown \(reporting stops after 100\)/)
  })

  it("keeps the events after a bad line, but only those before it in the valid prefix", () => {
    const log = decodeLogText(withLine(8, event("PlayerPlaced", 7, { player: "h9", at: [12, 7] })))
    expect(log.validPrefix).toBe(6)
    expect(log.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, ...Array.from({ length: 40 }, (_, i) => i + 8)])
    expect(log.lines.slice(5, 7)).toEqual([7, 9])
  })

  it("has an empty valid prefix when the header is bad", () => {
    const log = decodeLogText(withHeader((header) => (header.format = "sidelines/0")))
    expect(log.header).toBeUndefined()
    expect(log.validPrefix).toBe(0)
    expect(log.events).toHaveLength(47)
  })

  it("ends the valid prefix at the first error even when no error is reported (maxErrors: 0)", () => {
    const log = decodeLogText(withLine(8, "not json"), { maxErrors: 0 })
    expect(log.errors.map((error) => error.code)).toEqual(["too-many-errors"])
    expect(log.validPrefix).toBe(6)
  })
})

describe("the header's own problems", () => {
  it("reports a bad header but still reads the events, unchecked against rosters", () => {
    const text = fileOf([
      JSON.stringify({ ...sampleHeader(), variant: "street-bowl" }),
      event("TurnEnded", 1, { team: "nobody" })
    ])
    const log = decodeLogText(text)
    expect(log.errors.map((error) => error.code)).toEqual(["unknown-variant"])
    expect(log.events).toHaveLength(1)
  })
})
