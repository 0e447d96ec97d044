// A table whose match plays another game for a while (the Roman Tressette match plays its
// second game at Briscola): the server then sends the snapshots of the game in play, each
// naming its `game`. A table view that receives another game's snapshot hands the table to
// that game's view: it tells the page, which draws the table with the view the browser's
// list of games (games/index.ts) gives for that game. The new view opens its own connection
// and is sent the table as it is.

/** The event a view sends up when its table shows another game now. */
export const GAME_SHOWN = "game-shown";

/** What the event carries: the table and the game its snapshots now name. */
export interface GameShown {
  table: string;
  game: string;
}

/** Whether `state` is of another game than `mine`; if so the page is told (`GAME_SHOWN`). */
export function showsAnotherGame(host: HTMLElement, table: string, mine: string, state: { game: string }): boolean {
  if (state.game === mine) return false;
  const detail: GameShown = { table, game: state.game };
  host.dispatchEvent(new CustomEvent<GameShown>(GAME_SHOWN, { detail, bubbles: true, composed: true }));
  return true;
}
