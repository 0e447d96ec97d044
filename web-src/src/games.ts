// The browser's registry of games: for each game the server may name, its table view.
// The page draws a table with the view of the seat's game from here, never by asking which
// game it is; a new game adds its view component and its entry below (docs/games.md).
import { html, type TemplateResult } from "lit";
import { t } from "./i18n";
import type { GameInfo } from "./protocol";
import type { Seat, Store } from "./store";
import "./components/pinnacola-view";
import "./components/table-view";

/** What the page hands a game's table view. */
export interface TableViewContext {
  seat: Seat;
  store: Store;
  /** The default game's info (its variants and signals), once loaded. */
  info: GameInfo | null;
}

/** A game as the browser knows it. */
export interface BrowserGame {
  /** The game's name, as the server's `game` field writes it. */
  readonly name: string;
  /** What lists show for a table of this game and variant. */
  label(variant: string): string;
  /** The game's table view for one seat (its custom element). */
  view(context: TableViewContext): TemplateResult;
}

const TRESSETTE: BrowserGame = {
  name: "tressette",
  label: (variant) => variant,
  view: ({ seat, store, info }) => html`<table-view data-table=${seat.table} .seat=${seat} .store=${store} .info=${info}></table-view>`,
};

const PINNACOLA: BrowserGame = {
  name: "pinnacola",
  label: () => t("web.pin.title"),
  view: ({ seat, store }) => html`<pinnacola-view data-table=${seat.table} .seat=${seat} .store=${store}></pinnacola-view>`,
};

/** Every game this browser can show, by name. */
export const GAMES: ReadonlyMap<string, BrowserGame> = new Map([TRESSETTE, PINNACOLA].map((game) => [game.name, game]));

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
