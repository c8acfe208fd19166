/**
 * The embeddable replay: one script tag defines <bb-replay> (with <bb-pitch>, <bb-event-log>,
 * <bb-timeline> and <bb-stats>) on any page.
 *
 *   <script type="module" src="…/sidelines-replay.js"></script>
 *   <bb-replay src="match.jsonl" style="height: 40rem"></bb-replay>
 */
export { BbReplay } from "./components/bb-replay/bb-replay.js"
