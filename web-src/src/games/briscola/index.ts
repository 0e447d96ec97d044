// Briscola as the browser knows it: its table (view.ts), its lobby panel, and its replay in
// the stepped viewer.
import { html } from "lit";
import type { BrowserGame } from "../../shell/browser-game";
import { clubPlayer, clubPlayers } from "../../shell/club-players";
import "../../shell/components/steps-replay";
import { t } from "../../shell/i18n";
import { briscolaFrames, type BriscolaRecord } from "./replay-logic";
import "./view";

export const BRISCOLA: BrowserGame = {
  name: "briscola",
  label: () => t("web.bri.title"),
  view: ({ seat, store }) => html`<briscola-view data-table=${seat.table} .seat=${seat} .store=${store}></briscola-view>`,
  lobby: {
    title: () => t("web.bri.title"),
    hint: () => t("web.bri.lobby_hint"),
    fan: { cards: ["Rs", "Ab", "3c"], deck: null },
    players: clubPlayers,
    defaultSeat: "ai:heuristic",
    playerLabel: clubPlayer,
    describe: (options) =>
      t(options["hands_to_win"] === 1 ? "web.bri.describe_one" : "web.bri.describe", {
        players: options["players"] ?? 2,
        hands: options["hands_to_win"] ?? 4,
      }),
  },
  replay: ({ record, match, start }) =>
    html`<steps-replay .record=${record} .match=${match} .start=${start}
      .build=${(name: (seat: number) => string) => briscolaFrames(record as BriscolaRecord, name)}></steps-replay>`,
};
