// Tressette as the browser knows it: its table (view.ts), its lobby panel, its part of the Help
// page (help.ts) and its replay viewer with the solver's analysis (replay.ts).
import { html } from "lit";
import type { BrowserGame } from "../../shell/browser-game";
import { clubPlayer, clubPlayers } from "../../shell/club-players";
import { t } from "../../shell/i18n";
import { describeOptions } from "./logic";
import type { TressetteInfo } from "./protocol";
import "./help";
import "./replay";
import "./view";

export const TRESSETTE: BrowserGame = {
  name: "tressette",
  label: (variant) => `${t("web.tressette.title")} ${variant}`,
  // the page loads the default game's info, this game's: its signals' vocabularies too
  view: ({ seat, store, info }) =>
    html`<table-view data-table=${seat.table} .seat=${seat} .store=${store} .info=${info as TressetteInfo | null}></table-view>`,
  lobby: {
    title: () => t("web.tressette.title"),
    hint: () => t("web.tressette.lobby_hint"),
    fan: { cards: ["3d", "2c", "As"], deck: null },
    players: clubPlayers,
    defaultSeat: "ai:heuristic",
    playerLabel: clubPlayer,
    describe: (options) => describeOptions(options, t),
  },
  help: (variant) => html`<tressette-help .variant=${variant}></tressette-help>`,
  replay: ({ record, match, start }) => html`<tressette-replay .record=${record} .match=${match} .start=${start}></tressette-replay>`,
};
