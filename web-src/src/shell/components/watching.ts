// Spectators at a table. A spectator's view is the game's own table view drawn from the first
// seat's chair, with no hand and nothing to play (the server's snapshot says `watching`): its
// toolbar says so, gives the score by sides with the players' names, who else watches, and
// the way back to the lobby. Seats see who watches them in one line of their toolbar, and
// may show their hand to one of them (the teacher's seat: teacher-controls.ts).
import { html, nothing, type TemplateResult } from "lit";
import { t } from "../i18n";
import { teacherControls, type Send, type Taught } from "./teacher-controls";

export { teacherClick } from "./teacher-controls";

/** What every game's snapshot holds that the spectators' lines read. */
export interface Watched extends Taught {
  watching: boolean;
  spectators: string[];
  seats: readonly { kind: string; ai?: string | null }[];
  /** Set at a club evening's table, which takes no spectators (nobody sees a board early). */
  evening?: object | null;
}

/** The headings of the two sides, the first seat's side first: "Us" and "Them" for a seat; for
 *  a spectator, the sides' places as it sees the table ("South–North", "East–West"; with two
 *  players "South" and "North"). */
export function sideHeadings(state: Pick<Watched, "watching" | "seats">): [string, string] {
  if (!state.watching) return [t("web.team.us"), t("web.team.them")];
  if (state.seats.length === 4) return [t("web.watch.side_ns"), t("web.watch.side_ew")];
  return [t("web.place.south"), t("web.place.north")];
}

/** Who won, in words: "You won" or "You lost" for a seat (``us``: its side); for a spectator,
 *  which side won. */
export function verdict(state: Pick<Watched, "watching" | "seats">, winner: number, us: number): string {
  if (state.watching) return t("web.watch.won_by", { side: sideHeadings(state)[winner] ?? "" });
  return winner === us ? t("web.result.won") : t("web.result.lost");
}

/** The spectators' names in words: "Anna, Bruno and 2 more", a nameless one as "a guest". */
export function spectatorNames(names: readonly string[], shown = 3): string {
  const words = names.slice(0, shown).map((name) => name || t("web.watch.guest"));
  const more = names.length - words.length;
  return more > 0 ? t("web.watch.and_more", { names: words.join(", "), n: more }) : words.join(", ");
}

/** A seat's line about who watches the table, with the teacher's seat: an invitation to watch,
 *  who asks to see the hand, who sees it, whom to show it to (``name``: a seat's name,
 *  ``send``: the view's way to send a message). */
export function audienceLine(state: Watched, name: (seat: number) => string, send: Send): TemplateResult | typeof nothing {
  if (state.watching || state.evening) return nothing; // an evening's table: no one watches
  if (!state.spectators.length) return teacherControls(state, name, send); // an invitation to watch
  const names = spectatorNames(state.spectators);
  return html`<span class="badge" data-testid="audience" title=${names}>${t("web.watch.watched_by", { n: state.spectators.length })}</span>
    ${teacherControls(state, name, send)}`;
}

/** The toolbar a spectator sees instead of a player's: the score of each side (``score``, the
 *  first seat's side first) named by its players, the spectators, asking a player to see
 *  their hand (or the hand it is shown), and the way back. */
export function watchingToolbar(state: Watched, name: (seat: number) => string, connected: boolean, score: readonly number[], send: Send): TemplateResult {
  const seats = state.seats.length;
  const side = (team: number): string =>
    Array.from({ length: seats }, (_, seat) => seat)
      .filter((seat) => seat % 2 === team)
      .map(name)
      .join(" – ");
  const others = state.spectators.length;
  return html`<div class="toolbar" data-testid="watching">
    <div class="score" data-testid="score" aria-live="polite">
      <span class="badge">${t("web.watch.badge")}</span>
      <span class="team">${side(0)} <b>${score[0] ?? 0}</b></span>
      <span class="team">${side(1)} <b>${score[1] ?? 0}</b></span>
    </div>
    <div class="tools">
      ${connected ? nothing : html`<span class="badge warn">${t("web.table.reconnecting")}</span>`}
      ${teacherControls(state, name, send)}
      <span class="muted" data-testid="spectators" title=${spectatorNames(state.spectators, others)}
        >${t("web.watch.spectators", { n: others })}</span
      >
      <button class="quiet" data-testid="stop-watching" @click=${() => (location.hash = "#/")}>${t("web.watch.stop")}</button>
    </div>
  </div>`;
}
