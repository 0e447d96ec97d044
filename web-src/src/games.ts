// The browser's registry of games: for each game the server may name, its table view and how
// the lobby and the statistics page offer it. The page draws a table with the view of the
// seat's game from here, and the lobby and the statistics draw one panel per game the server
// lists, never by asking which game it is; a new game adds its view component and its entry
// below (docs/games.md).
import { html, type TemplateResult } from "lit";
import type { DeckId } from "./decks/index";
import { has, t } from "./i18n";
import type { GameListing, TressetteInfo } from "./protocol";
import type { MatchRecord, ReplayStart } from "./replay-address";
import type { Seat, Store } from "./store";
import { houseRules } from "./pinnacola-logic";
import { describeOptions } from "./table-logic";
import "./components/briscola-view";
import "./components/pinnacola-view";
import "./components/table-view";
import "./components/tressette-help";
import "./components/tressette-replay";
import "./components/steps-replay";
import { briscolaFrames, type BriscolaRecord } from "./briscola-replay-logic";
import { pinnacolaFrames, type PinnacolaRecord } from "./pinnacola-replay-logic";

/** What the page hands a game's table view. */
export interface TableViewContext {
  seat: Seat;
  store: Store;
  /** The default game's info (its variants and signals), once loaded. */
  info: TressetteInfo | null;
}

/** How the lobby offers a game: its panel, the seats' choices, a waiting table's line. */
export interface LobbyOffer {
  /** The game's name for people (the panel's and the leaderboard's title). */
  title(): string;
  /** A sentence under the title. */
  hint(): string;
  /** The cards fanned on the panel, and their deck (null: the player's own deck). */
  fan: { cards: readonly string[]; deck: DeckId | null };
  /** The computer players a seat may be given (`ai:NAME`), in menu order. */
  players: readonly string[];
  /** What a seat of a new table starts as: `open` (for a friend) or one of `players`. */
  defaultSeat: string;
  /** How the menu names a computer player (`ai:NAME`). */
  playerLabel(player: string): string;
  /** A short line about a table's options (its target, its hands…), for the lists of tables. */
  describe(options: Record<string, unknown>): string;
}

/** A game as the browser knows it. */
export interface BrowserGame {
  /** The game's name, as the server's `game` field writes it. */
  readonly name: string;
  /** What lists show for a table of this game and variant. */
  label(variant: string): string;
  /** The game's table view for one seat (its custom element). */
  view(context: TableViewContext): TemplateResult;
  /** The lobby's panel of the game. */
  readonly lobby: LobbyOffer;
  /** The catalog key of a note under the game's leaderboard (how its points are counted). */
  readonly boardNote?: string;
  /** What the Help page adds below the game's rules (catalog `web.help.NAME.1`, `.2` …): for
   *  Tressette, the variant's options and signals, the accuse and the tabella. */
  help?(variant: string): TemplateResult;
  /** The game's replay viewer for one of its match records (none: its replays are not shown). */
  replay?(context: ReplayContext): TemplateResult;
}

/** What a game's replay viewer is given: the record, its table (null: a file), where to open. */
export interface ReplayContext {
  record: MatchRecord;
  match: string | null;
  start: ReplayStart | null;
}

/** The computer players of Tressette and Briscola, as the lobby names them. */
const CLUB_PLAYERS: Record<string, string> = {
  "ai:heuristic": "web.lobby.seat_ai",
  "ai:pimc": "web.lobby.seat_ai_pimc",
  "ai:random": "web.lobby.seat_ai_random",
};

const clubPlayer = (player: string): string => t(CLUB_PLAYERS[player] ?? "web.lobby.seat_ai");

const TRESSETTE: BrowserGame = {
  name: "tressette",
  label: (variant) => `${t("web.tressette.title")} ${variant}`,
  view: ({ seat, store, info }) => html`<table-view data-table=${seat.table} .seat=${seat} .store=${store} .info=${info}></table-view>`,
  lobby: {
    title: () => t("web.tressette.title"),
    hint: () => t("web.tressette.lobby_hint"),
    fan: { cards: ["3d", "2c", "As"], deck: null },
    players: Object.keys(CLUB_PLAYERS),
    defaultSeat: "open",
    playerLabel: clubPlayer,
    describe: (options) => describeOptions(options, t),
  },
  help: (variant) => html`<tressette-help .variant=${variant}></tressette-help>`,
  replay: ({ record, match, start }) => html`<tressette-replay .record=${record} .match=${match} .start=${start}></tressette-replay>`,
};

const PINNACOLA: BrowserGame = {
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
    html`<steps-replay .record=${record} .match=${match} .start=${start} .deck=${"francesi"}
      .build=${(name: (seat: number) => string) => pinnacolaFrames(record as PinnacolaRecord, name)}></steps-replay>`,
};

const BRISCOLA: BrowserGame = {
  name: "briscola",
  label: () => t("web.bri.title"),
  view: ({ seat, store }) => html`<briscola-view data-table=${seat.table} .seat=${seat} .store=${store}></briscola-view>`,
  lobby: {
    title: () => t("web.bri.title"),
    hint: () => t("web.bri.lobby_hint"),
    fan: { cards: ["Rs", "Ab", "3c"], deck: null },
    players: Object.keys(CLUB_PLAYERS),
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

/** Every game this browser can show, by name. */
export const GAMES: ReadonlyMap<string, BrowserGame> = new Map([TRESSETTE, PINNACOLA, BRISCOLA].map((game) => [game.name, game]));

/** The game of a seat or table that names none (seats saved before there were two games). */
export const DEFAULT_GAME = TRESSETTE.name;

/** The game called `name` (the default one when no name is given); undefined for a game this browser does not know. */
export function gameNamed(name: string | undefined): BrowserGame | undefined {
  return GAMES.get(name ?? DEFAULT_GAME);
}

/** What lists show for a seat or a table: its game's label, or the variant for a game not known here. */
export function tableLabel(game: string | undefined, variant: string): string {
  return gameNamed(game)?.label(variant) ?? variant;
}

/** The games the server lists that this browser can show, in the server's order, each with its listing. */
export function offeredGames(listing: readonly GameListing[]): { game: BrowserGame; listing: GameListing }[] {
  return listing.flatMap((entry) => {
    const game = GAMES.get(entry.name);
    return game ? [{ game, listing: entry }] : [];
  });
}
