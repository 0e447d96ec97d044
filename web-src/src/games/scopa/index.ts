// Scopa as the browser knows it: its table (view.ts), its lobby panel, its part of the Help
// page, and its replay in the stepped viewer.
import { html } from "lit";
import type { BrowserGame } from "../../shell/browser-game";
import { clubPlayer, clubPlayers } from "../../shell/club-players";
import "../../shell/components/steps-replay";
import { t } from "../../shell/i18n";
import { scopaHelp } from "./help";
import { scopaFrames, type ScopaRecord } from "./replay-logic";
import "./view";

export const SCOPA: BrowserGame = {
  name: "scopa",
  label: (variant) => t(variant === "scopone" ? "web.sco.scopone" : "web.sco.title"),
  view: ({ seat, store }) => html`<scopa-view data-table=${seat.table} .seat=${seat} .store=${store}></scopa-view>`,
  lobby: {
    title: () => t("web.sco.title"),
    hint: () => t("web.sco.lobby_hint"),
    fan: { cards: ["7d", "Rc", "As"], deck: null },
    players: clubPlayers,
    defaultSeat: "ai:heuristic",
    playerLabel: clubPlayer,
    describe: (options) =>
      t(options["scopone"] === true ? "web.sco.describe_scopone" : "web.sco.describe", {
        players: options["players"] ?? 2,
        target: options["target"] ?? 11,
      }),
  },
  help: () => scopaHelp(),
  replay: ({ record, match, start }) =>
    html`<steps-replay .record=${record} .match=${match} .start=${start}
      .build=${(name: (seat: number) => string) => scopaFrames(record as ScopaRecord, name)}></steps-replay>`,
};
