// The Briscola felt's middle: the stock face down with the briscola turned up under it, the
// trick with who played each card, and the line saying whose turn it is.
import { html, nothing, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { back, face } from "../../shell/card-art";
import { cardName, suitOf } from "../../shell/cards";
import { briPosition, cardsOnTable, isMyTurn, sideOf, stepCard, trickWinner, type BriCard, type BriState, type BriView } from "./logic";
import type { DeckId } from "../../shell/decks/index";
import { t } from "../../shell/i18n";

/** What the felt needs of the view: the deck, the seats' names, the sides' headings. */
export interface Felt {
  deck: DeckId;
  name: (seat: number) => string;
  sides: [string, string];
  /** The points taken are shown (the toolbar's Points). */
  showPoints: boolean;
}

/** The stock face down with the cards left, and the briscola turned up under it. */
export function stockOf(state: BriState, view: BriView, felt: Felt): TemplateResult {
  const us = sideOf(state.you);
  const [mine, theirs] = felt.sides;
  const suit = suitOf(view.briscola);
  const faceUp = view.face_up;
  const stock = view.stock;
  return html`<div class="stock" data-testid="stock" data-count=${stock}>
    <div class="pile ${faceUp ? "" : "empty"}">
      ${faceUp
        ? html`<div class="face-up" data-testid="briscola" data-card=${faceUp} title=${cardName(faceUp)}>${face(faceUp, felt.deck)}</div>`
        : nothing}
      ${stock > 1
        ? html`<div class="stock-back">${back(felt.deck)}<span class="count" data-testid="stock-count">${stock}</span></div>`
        : nothing}
    </div>
    <div class="stock-caption">
      <span class="suit-name">${t("web.bri.briscola_suit", { suit: t(`card.suit.${suit}`) })}</span>
      <span class="muted">${stock ? t("web.bri.stock_left", { n: stock }) : t("web.bri.stock_empty")}</span>
      ${felt.showPoints
        ? html`<span class="taken" data-testid="points-taken"
            >${t("web.bri.points_taken", { mine, us: view.taken[us], theirs, them: view.taken[1 - us] })}</span
          >`
        : nothing}
    </div>
  </div>`;
}
export function trickOf(state: BriState, felt: Felt): TemplateResult {
  const view = state.view;
  const players = state.seats.length;
  let plays: BriCard[] = [];
  let complete = false;
  if (view) ({ plays, complete } = cardsOnTable(view));
  else if (state.last_trick) {
    plays = state.last_trick.plays.map((play) => ({ seat: play.seat, card: stepCard(play) }));
    complete = true;
  }
  const suit = view ? suitOf(view.briscola) : null;
  const winner = complete ? (state.last_trick?.winner ?? null) : plays.length && suit ? trickWinner(plays, suit) : null;
  return html`<div class="trick" data-testid="trick" data-complete=${complete ? "true" : "false"}>
    ${repeat(
      plays,
      (play) => `${play.seat}-${play.card}`,
      (play) => html`<figure
        class="played from-${briPosition(play.seat, state.you, players)} ${winner === play.seat ? "winner" : ""} ${complete ? "done" : ""}"
        data-card=${play.card}
        data-seat=${play.seat}
        title=${cardName(play.card)}
      >
        ${face(play.card, felt.deck)}
        <figcaption>${felt.name(play.seat)}</figcaption>
      </figure>`,
    )}
  </div>`;
}
/** Whose turn it is, or who took the trick just finished. */
export function statusOf(state: BriState, felt: Felt): TemplateResult {
  const view = state.view;
  if (!view || state.phase === "hand_over" || state.phase === "over") return html`<div class="status"></div>`;
  const { complete } = cardsOnTable(view);
  let text = "";
  if (state.phase === "trick_stop" && state.last_trick) {
    text = t("web.table.trick_taken_by", { name: felt.name(state.last_trick.winner) });
  } else if (state.phase === "play") {
    text = isMyTurn(state) ? t("web.table.your_turn") : t("web.table.turn_of", { name: felt.name(view.to_move) });
    if (complete && state.last_trick) text = `${t("web.table.trick_taken_by", { name: felt.name(state.last_trick.winner) })} ${text}`;
  }
  return html`<div class="status ${isMyTurn(state) ? "mine" : ""}" data-testid="status" aria-live="polite">${text}</div>`;
}