// Pinnacola as the browser knows it: its table (view.ts), its lobby panel with its computer
// players and house rules, its leaderboard's note, and its replay in the stepped viewer.
import { html } from "lit";
import type { BrowserGame } from "../../shell/browser-game";
import "../../shell/components/steps-replay";
import { has, t } from "../../shell/i18n";
import { pinStrength } from "./felt";
import { houseRules } from "./logic";
import { pinnacolaFrames, type PinnacolaRecord } from "./replay-logic";
import "./view";

/** A record's computer player as Pinnacola's table names it ("Computer (medium)"); null for a person. */
const computerName = (player: string): string | null => {
  const ai = player.split(":")[0] ?? "";
  return has(`web.pin.seat.${ai}`) && ai !== "open" ? pinStrength(ai) : null;
};

export const PINNACOLA: BrowserGame = {
  name: "pinnacola",
  label: () => t("web.pin.title"),
  view: ({ seat, store }) => html`<pinnacola-view data-table=${seat.table} .seat=${seat} .store=${store}></pinnacola-view>`,
  lobby: {
    title: () => t("web.pin.title"),
    hint: () => t("web.pin.lobby_hint"),
    fan: { cards: ["Ah", "JK", "Ks"], deck: "francesi" },
    players: ["ai:medium", "ai:weak", "ai:strong", "ai:expert", "ai:mixed", "ai:random"],
    defaultSeat: "ai:medium",
    playerLabel: (player) => {
      const key = `web.pin.seat.${player.replace("ai:", "")}`;
      return has(key) ? t(key) : player;
    },
    describe: (options) =>
      [
        t(options["mode"] === "single" ? "web.pin.describe_single" : "web.pin.describe", {
          players: options["players"] ?? 4,
          target: options["target"] ?? 1500,
        }),
        ...houseRules(options),
      ].join(", "),
  },
  boardNote: "web.pin.board_rules",
  replay: ({ record, match, start }) =>
    html`<steps-replay .record=${record} .match=${match} .start=${start} .deck=${"francesi"} .computer=${computerName}
      .build=${(name: (seat: number) => string) => pinnacolaFrames(record as PinnacolaRecord, name)}></steps-replay>`,
};
