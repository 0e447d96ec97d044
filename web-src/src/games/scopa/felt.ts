// The Scopa felt's middle: the stock, the cards on the table (offered, chosen or suggested
// while a capture is chosen), each side's pile with its scope turned crosswise, the last play
// with what it took, the choice of a capture, and the line saying whose turn it is.
import { html, nothing, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { back, face } from "../../shell/card-art";
import { cardName, theCard } from "../../shell/cards";
import type { DeckId } from "../../shell/decks/index";
import { t } from "../../shell/i18n";
import { isMyTurn, offeredCards, pilesOf, sideOf, type ScoPlayed, type ScoState, type ScoStep, type ScoView } from "./logic";

/** What the felt needs of the view: the deck, the seats' names, the sides' headings. */
export interface Felt {
  deck: DeckId;
  name: (seat: number) => string;
  /** Yours first: you and the opponent, or us and them. */
  sides: [string, string];
}

/** The capture being chosen: the card of the hand, its captures and the table cards picked. */
export interface Choosing {
  card: string;
  takes: string[][];
  chosen: string[];
}

/** The stock face down with the cards left to deal (none in Scopone, nor once dealt out). */
export function stockOf(view: ScoView, felt: Felt): TemplateResult | typeof nothing {
  if (view.options.scopone) return nothing;
  return html`<div class="stock" data-testid="stock" data-count=${view.stock} title=${t("web.sco.stock_left", { n: view.stock })}>
    ${view.stock
      ? html`<div class="stock-back">${back(felt.deck)}<span class="count" data-testid="stock-count">${view.stock}</span></div>`
      : html`<div class="stock-empty"></div>`}
    <span class="caption">${view.stock ? t("web.sco.stock_left", { n: view.stock }) : t("web.sco.stock_empty")}</span>
  </div>`;
}

/** Each side's pile this hand: how many cards it took, its scope turned up crosswise under it. */
export function pilesView(state: ScoState, view: ScoView, felt: Felt): TemplateResult {
  const piles = pilesOf(view.plays);
  const us = sideOf(state.you);
  const order = [1 - us, us];
  return html`<div class="piles">
    ${order.map((side) => {
      const pile = piles[side];
      const heading = felt.sides[side === us ? 0 : 1];
      return html`<div class="pile ${side === us ? "ours" : "theirs"}" data-testid="pile" data-side=${side} data-count=${pile.count}>
        <div class="pile-cards">
          ${pile.scope.map(
            (code, index) => html`<div class="scopa-card" data-testid="scopa-card" data-card=${code} style=${`--at:${index}`} title=${t("web.sco.scopa_with", { card: cardName(code) })}>
              ${face(code, felt.deck)}
            </div>`,
          )}
          ${pile.count ? html`<div class="pile-back">${back(felt.deck)}</div>` : html`<div class="pile-empty"></div>`}
        </div>
        <div class="pile-caption">
          <b>${heading}</b>
          <span>${t("web.sco.pile_cards", { n: pile.count })}</span>
          ${pile.scope.length ? html`<span class="scope-count" data-testid="scope-count">${t("web.sco.scope_n", { n: pile.scope.length })}</span>` : nothing}
        </div>
      </div>`;
    })}
  </div>`;
}

/** How each table card is drawn and what a click on it does. */
export interface TableCards {
  choosing: Choosing | null;
  /** The suggestion's capture (lit in gold), or none. */
  suggested: readonly string[];
  /** A click on a table card while a capture is chosen. */
  pick: (code: string) => void;
}

/** The cards on the table, in the order they lie. While a capture is chosen, the cards it may
 *  take are buttons (lit), the cards picked raised, the others dimmed. */
export function tableOf(view: ScoView, felt: Felt, cards: TableCards): TemplateResult {
  const choosing = cards.choosing;
  const offered = choosing ? offeredCards(choosing.takes, choosing.chosen) : new Set<string>();
  return html`<div class="table-cards ${choosing ? "choosing" : ""} ${view.table.length > 8 ? "many" : ""}" data-testid="table-cards" data-count=${view.table.length}
    role="group" aria-label=${t("web.sco.table_cards", { n: view.table.length })}>
    ${view.table.length === 0 ? html`<p class="empty-table">${t("web.sco.table_empty")}</p>` : nothing}
    ${repeat(view.table, (code) => code, (code) => {
      const chosen = choosing?.chosen.includes(code) ?? false;
      const lit = offered.has(code);
      const suggested = cards.suggested.includes(code);
      const classes = `table-card ${lit ? "offered" : choosing ? "dimmed" : ""} ${chosen ? "chosen" : ""} ${suggested ? "suggested" : ""}`;
      return lit
        ? html`<button class=${classes} data-card=${code} data-offered="true" aria-pressed=${chosen ? "true" : "false"}
            title=${cardName(code)} @click=${() => cards.pick(code)}>${face(code, felt.deck)}</button>`
        : html`<div class=${classes} data-card=${code} data-offered="false" title=${cardName(code)}>${face(code, felt.deck)}</div>`;
    })}
  </div>`;
}

/** The cards of a capture in words: "the 3 of Cups and the 4 of Swords". */
export function takeWords(take: readonly string[]): string {
  const names = take.map((code) => theCard(code));
  if (names.length < 2) return names.join("");
  return t("web.sco.and", { first: names.slice(0, -1).join(", "), last: names[names.length - 1] });
}

/** A play in words: who played which card, and what it took or that it was laid down. */
export function playWords(play: Pick<ScoPlayed, "card" | "take">, name: string): string {
  if (!play.take.length) return t("web.sco.played_lay", { name, card: theCard(play.card) });
  return t("web.sco.played_take", { name, card: theCard(play.card), take: takeWords(play.take) });
}

/** A step as a suggestion says it: "Play the 7 of Coins and take the 3 of Cups and …". */
export function stepWords(step: Pick<ScoStep, "card" | "take">): string {
  if (!step.take.length) return t("web.sco.suggest_lay", { card: theCard(step.card) });
  return t("web.sco.suggest_take", { card: theCard(step.card), take: takeWords(step.take) });
}

/** The last play, with its card, the cards it took, and the scopa it made. */
export function lastPlayOf(state: ScoState, felt: Felt): TemplateResult {
  const play = state.last_play;
  if (!play || !state.view || state.view.plays.length === 0) return html`<div class="last-play empty" data-testid="last-play"></div>`;
  return html`<div class="last-play ${play.scopa ? "scopa" : ""}" data-testid="last-play" data-seat=${play.seat} data-card=${play.card}
    data-take=${play.take.join(" ")} data-scopa=${play.scopa ? "true" : "false"}>
    <div class="mini">
      <span class="mini-card played" title=${cardName(play.card)}>${face(play.card, felt.deck)}</span>
      ${play.take.length ? html`<span class="arrow" aria-hidden="true">→</span>` : nothing}
      ${play.take.map((code) => html`<span class="mini-card" title=${cardName(code)}>${face(code, felt.deck)}</span>`)}
    </div>
    <p>${playWords(play, felt.name(play.seat))}</p>
    ${play.scopa ? html`<span class="scopa-mark" data-testid="scopa-mark">${t("web.sco.scopa")}</span>` : nothing}
  </div>`;
}

/** The choice of a capture: what the card may take, each capture a button, and a way back. */
export function captureChoice(choosing: Choosing, take: (step: ScoStep) => void, cancel: () => void): TemplateResult {
  return html`<div class="capture-choice" data-testid="capture-choice" data-card=${choosing.card}>
    <p>${t("web.sco.choose", { card: theCard(choosing.card) })}</p>
    <div class="options">
      ${choosing.takes.map(
        (cards, index) => html`<button class="capture-option" data-testid="capture-option" data-choice=${index} data-take=${cards.join(" ")}
          @click=${() => take({ card: choosing.card, take: cards })}>${cards.map((code) => cardName(code)).join(" + ")}</button>`,
      )}
      <button class="quiet cancel" data-testid="capture-cancel" @click=${cancel}>${t("web.sco.cancel")}</button>
    </div>
  </div>`;
}

/** Whose turn it is. */
export function statusOf(state: ScoState, felt: Felt): TemplateResult {
  const view = state.view;
  if (!view || state.phase === "hand_over" || state.phase === "over") return html`<div class="status"></div>`;
  let text = "";
  if (state.phase === "play") text = isMyTurn(state) ? t("web.table.your_turn") : t("web.table.turn_of", { name: felt.name(view.to_move) });
  return html`<div class="status ${isMyTurn(state) ? "mine" : ""}" data-testid="status" aria-live="polite">${text}</div>`;
}
