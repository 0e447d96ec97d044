// The lobby's "Your tables": every unfinished table this browser holds a seat at, named as a
// player knows it — its game, who plays (you and your partner against whom), the score and
// when it began, in the page's language — never by its id; each with the way back to it.
import { html, nothing, type TemplateResult } from "lit";
import { tableLabel } from "../../games/index";
import { dateTime, has, t } from "../i18n";
import type { TableListing } from "../protocol";
import type { Seat } from "../store";
import { eveningSeatLine } from "../evening-table-logic";
import { strengthOf } from "../table-logic";

/** Who sits at a listed table as a player says it, from `you`'s seat: "you and Computer
 *  (club) against Anna and Computer (club)" (at two: "you against Anna"); null unlisted. */
export function playersLine(table: TableListing | undefined, you: number): string | null {
  if (!table?.seats.length) return null;
  const count = table.seats.length;
  const named = (seat: TableListing["seats"][number]): string =>
    seat.seat === you ? t("web.seat.you") : seat.kind === "ai" ? strengthOf(seat.ai, t, has) : seat.kind === "open" ? t("web.seat.open") : (seat.name ?? "?");
  const ours = (seat: number): boolean => (count % 2 === 0 ? (seat - you) % 2 === 0 : seat === you);
  const us = [...table.seats].sort((a, b) => (a.seat === you ? -1 : b.seat === you ? 1 : a.seat - b.seat)).filter((s) => ours(s.seat));
  const them = table.seats.filter((s) => !ours(s.seat));
  const list = (seats: TableListing["seats"]): string => seats.map(named).join(` ${t("web.word.and")} `);
  return t("web.lobby.players_line", { us: list(us), them: list(them) });
}

/** The score of a listed table from `you`'s side ("3–5"); null when it has none yet. */
export function scoreLine(table: TableListing | undefined, you: number): string | null {
  const score = (table?.score as { score?: unknown } | undefined)?.score;
  if (!Array.isArray(score) || score.length !== 2) return null;
  const us = you % 2;
  return t("web.lobby.score_line", { us: String(score[us]), them: String(score[1 - us]) });
}

/** A table of this browser in one line: its game, the club evening's round ("Evening ·
 *  round 2"), who plays, the score and when it began. */
export function tableLine(seat: Seat, table: TableListing | undefined): string {
  return [
    tableLabel(seat.game, seat.variant),
    eveningSeatLine(seat, t),
    playersLine(table, seat.seat),
    scoreLine(table, seat.seat),
    seat.created ? dateTime(seat.created) : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(" · ");
}

/** The section (nothing when this browser holds no unfinished table): the games alone first,
 *  the latest with *Resume*, then the tables with friends, a table left with *Take your seat
 *  back*. */
export function yourTables(alone: readonly Seat[], withFriends: readonly Seat[], listed: ReadonlyMap<string, TableListing>): TemplateResult | typeof nothing {
  if (!alone.length && !withFriends.length) return nothing;
  const open = (seat: Seat): void => {
    location.hash = `#/table/${seat.table}`;
  };
  const line = (seat: Seat): TemplateResult => html`<span class="table-line" data-testid="table-line">${tableLine(seat, listed.get(seat.table))}</span>`;
  return html`<section class="panel mine" data-testid="your-tables">
    <h2>${t("web.lobby.your_tables_title")}</h2>
    <ul class="my-tables">
      ${alone.map(
        (seat, index) => html`<li data-table=${seat.table}>
          ${line(seat)}
          <button class=${index === 0 ? "primary" : ""} data-testid=${index === 0 ? "resume-game" : "resume-other"} @click=${() => open(seat)}>
            ${index === 0
              ? t(seat.left ? "web.lobby.take_back_game" : "web.lobby.resume", { variant: gameWithScore(seat, listed.get(seat.table)) })
              : t(seat.left ? "web.lobby.take_back" : "web.lobby.resume_short")}
          </button>
        </li>`,
      )}
      ${withFriends.map((seat) => html`<li data-table=${seat.table}>${mine(seat, line(seat), () => open(seat))}</li>`)}
    </ul>
  </section>`;
}

/** A game as *Resume* names it: its game and variant, and its score ("Tressette classico, 3–5"). */
export function gameWithScore(seat: Seat, table: TableListing | undefined): string {
  const label = tableLabel(seat.game, seat.variant);
  const score = (table?.score as { score?: unknown } | undefined)?.score;
  if (!Array.isArray(score) || score.length !== 2) return label;
  const us = seat.seat % 2;
  return t("web.lobby.game_with_score", { game: label, us: String(score[us]), them: String(score[1 - us]) });
}

/** One of this browser's tables with friends; one it left, with the way back to its seat. */
function mine(seat: Seat, line: TemplateResult, open: () => void): TemplateResult {
  if (!seat.left) return html`<a data-testid="my-table" href=${`#/table/${seat.table}`}>${line}</a> `;
  return html`<span class="left-table" data-testid="my-table" data-left="true">
    ${line} — ${t("web.lobby.you_left")}
    <button class="primary" data-testid="take-back" @click=${open}>${t("web.lobby.take_back")}</button>
  </span> `;
}
