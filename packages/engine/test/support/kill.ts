import { Events } from "./scenario.js"

/** `attacker` on (10, y) blocks `target` on (11, y) and rolls POW; the push goes to (12, y), no follow-up; the armour breaks. */
export const pow = (attacker: string, target: string, y: number, events = new Events(), dice: ReadonlyArray<number> = [6, 6]) =>
  events
    .add({ _tag: "ActionDeclared", player: attacker, action: "block" })
    .add({ _tag: "BlockThrown", player: attacker, target })
    .roll("block", dice, "block", attacker)
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to: [12, y] })
    .add({ _tag: "FollowUpChosen", player: attacker, follow: false })
    .twoD6(6, 5, "armour", target)

/** A Dead result (15) on the casualty roll after a broken armour and an injury roll of 11. */
export const killed = (target: string, events: Events) => events.twoD6(6, 5, "injury", target).roll("d16", [15], "casualty", target)
