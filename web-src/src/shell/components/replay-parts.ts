// What every game's replay viewer shares: where each seat is drawn and how it is named, the
// bar with the place and the step buttons, the keys that step, and the felt's layout — the
// four seats around the middle of the table, two facing seats on a narrow screen.
import { css, html, type TemplateResult } from "lit";
import { has, t } from "../i18n";

/** Where each seat sits on the screen, the first seat at the bottom (two players: facing). */
export const REPLAY_SIDES: Readonly<Record<number, readonly string[]>> = {
  2: ["south", "north"],
  4: ["south", "east", "north", "west"],
};

/** Where `seat` of a table of `seats` is drawn ("south" …). */
export function sideOf(seat: number, seats: number): string {
  return (REPLAY_SIDES[seats] ?? REPLAY_SIDES[4] ?? [])[seat] ?? "south";
}

/** A computer player of a record (`heuristic`, `pimc:ms=500`) as the tables name it
 *  ("Computer (club)"); null for a name that is no computer's (a person's). */
export type ComputerName = (player: string) => string | null;

/** The club's computer players as the tables name them (`web.ai.strength.NAME`). */
export const clubComputer: ComputerName = (player) => {
  const key = `web.ai.strength.${player.split(":")[0] ?? ""}`;
  return has(key) ? t(key) : null;
};

/** A seat as the viewer names it: its place, and the record's player there as the table
 *  named them ("South · Anna", "East · Computer (club)"). */
export function placeName(seat: number, players: readonly string[] | undefined, seats = 4, computer: ComputerName = clubComputer): string {
  const player = players?.[seat];
  const shown = player ? (computer(player) ?? player) : "";
  return `${t(`web.place.${sideOf(seat, seats)}`)}${shown ? ` · ${shown}` : ""}`;
}

/** The bar over the felt: where the viewer is (`place`, in words), a step back and on, and
 *  the keys (`keys`, in words). */
export function replayBar(place: string, step: (by: -1 | 1) => void, keys: string): TemplateResult {
  return html`<div class="bar">
    <span data-testid="replay-place">${place}</span>
    <span class="buttons">
      <button data-testid="replay-back" title="←" @click=${() => step(-1)}>◀</button>
      <button data-testid="replay-next" title="→" @click=${() => step(1)}>▶</button>
    </span>
    <span class="muted small">${keys}</span>
  </div>`;
}

/** The move a key asks for among `moves` (by the key's name: ArrowRight, PageUp, Home …), the
 *  key's default action stopped; undefined for a key that moves nothing, or with a modifier. */
export function replayKey<T>(event: KeyboardEvent, moves: Record<string, () => T>): T | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const move = moves[event.key];
  if (!move) return undefined;
  event.preventDefault();
  return move();
}

/** The felt and the bar: the seats around the grid's `middle` (each viewer puts its trick or
 *  its table there), names over rows of small cards. */
export const replayStyles = css`
  :host {
    display: block;
    color: var(--paper);
  }
  .muted {
    color: #fbf6eab3;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
  }
  .felt {
    display: grid;
    grid-template-areas: ". north ." "west middle east" ". south .";
    grid-template-columns: 1fr 2fr 1fr;
    gap: 0.5rem;
    margin: 0.75rem 0;
  }
  .seat.north { grid-area: north; }
  .seat.south { grid-area: south; }
  .seat.east { grid-area: east; }
  .seat.west { grid-area: west; }
  .name {
    font-size: 0.85rem;
    margin-bottom: 0.2rem;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .card {
    position: relative;
    display: inline-block;
    width: 2.4rem;
  }
  @media (max-width: 640px) {
    .felt {
      grid-template-areas: "north north" "west east" "middle middle" "south south";
      grid-template-columns: 1fr 1fr;
    }
    .card {
      width: 1.9rem;
    }
  }
`;
