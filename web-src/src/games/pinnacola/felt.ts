// The Pinnacola felt: the other players (name, strength, team, opened, dealer, their cards or
// a count, the cards known from the pile), and each team's melds (a meld is chosen to attach to
// or to take a wild card from).
import { html, nothing, type TemplateResult } from "lit";
import { back, face } from "../../shell/card-art";
import { has, t } from "../../shell/i18n";
import {
  cardOf,
  frenchName,
  meldsByTeam,
  pinPosition,
  pinTeam,
  sortFrench,
  standsFor,
  standsShown,
  type PinMeld,
  type PinPosition,
  type PinState,
  type PinView,
} from "./logic";
import { aiLabel } from "../../shell/table-logic";
import { dealerMark } from "../../shell/components/dealer-mark";

/** Pinnacola's cards are the French deck. */
const DECK = "francesi";

/** What the felt needs of the view. */
export interface PinFelt {
  name: (seat: number) => string;
  /** The meld chosen, or null. */
  meld: number | null;
  chooseMeld: (meld: number | null) => void;
  /** For a spectator, the two sides' names (the first seat's first); null at a seat. */
  sides: [string, string] | null;
}

export function otherPlayers(state: PinState, view: PinView, felt: PinFelt): TemplateResult[] {
  const seats = Array.from({ length: view.options.players }, (_, seat) => seat).filter((seat) => seat !== state.you);
  const order: PinPosition[] = ["west", "north", "east"];
  const placed = seats
    .map((seat) => ({ seat, position: pinPosition(seat, state.you, view.options.players, view.options.direction) }))
    .sort((a, b) => order.indexOf(a.position) - order.indexOf(b.position));
  return placed.map(({ seat, position }) => {
    const toMove = view.to_move === seat && state.phase === "play";
    const known = view.known[seat] ?? [];
    const open = view.all_hands?.[seat];
    return html`<div class="other ${toMove ? "to-move" : ""}" data-position=${position} data-seat=${seat}>
      <div class="nameplate">
        <b data-testid="seat-name">${felt.name(seat)}</b>
        ${state.seats[seat].kind === "ai" ? html`<span class="strength" data-testid="seat-strength">${pinStrength(state.seats[seat].ai)}</span>` : nothing}
        ${state.seats[seat].kind === "human" && state.seats[seat].ai ? html`<span class="badge" title=${t("web.seat.ai_plays_title")}>${t("web.seat.ai_plays")}</span>` : nothing}
        ${felt.sides ? nothing : html`<span class="muted">${pinTeam(seat) === pinTeam(state.you) ? t("web.pin.partner") : t("web.pin.opponent")}</span>`}
        ${view.opened[seat] ? html`<span class="badge">${t("web.pin.opened")}</span>` : nothing}
        ${dealerMark(view.dealer, seat)}
      </div>
      <div class="backs ${open ? "open" : ""}" title=${t("web.pin.cards_left", { n: view.hand_sizes[seat] })}>
        ${open
          ? sortFrench(open, view.options.pinelle).map((code) => html`<div class="tiny" data-card=${code}>${face(code, DECK)}</div>`)
          : html`<div class="tiny">${back(DECK)}</div>
              <span class="count" data-testid="cards-left" data-seat=${seat}>${view.hand_sizes[seat]}</span>`}
      </div>
      ${known.length && !open
        ? html`<div class="known" title=${t("web.pin.known")}>
            ${known.map((code) => html`<div class="tiny" data-card=${code}>${face(code, DECK)}</div>`)}
          </div>`
        : nothing}
    </div>`;
  });
}
export function meldColumns(view: PinView, felt: PinFelt): TemplateResult {
  const [ours, theirs] = meldsByTeam(view);
  const column = (title: string, melds: PinMeld[], team: "us" | "them"): TemplateResult => html`<section
    class="team-melds ${team}"
    data-testid=${`melds-${team}`}
  >
    <h2>${title} <span class="muted">${melds.reduce((sum, m) => sum + m.points, 0)}</span></h2>
    ${melds.length ? nothing : html`<p class="muted small">${t("web.pin.no_melds")}</p>`}
    <div class="meld-list">${melds.map((meld) => meldButton(meld, felt))}</div>
  </section>`;
  const [us, them] = felt.sides ? felt.sides.map((side) => t("web.watch.melds_of", { side })) : [t("web.pin.our_melds"), t("web.pin.their_melds")];
  return html`${column(us ?? "", ours, "us")} ${column(them ?? "", theirs, "them")}`;
}
function meldButton(meld: PinMeld, felt: PinFelt): TemplateResult {
  const chosen = felt.meld === meld.number;
  return html`<button
    class="meld ${chosen ? "chosen" : ""}"
    data-meld=${meld.number}
    aria-pressed=${chosen ? "true" : "false"}
    title=${t("web.pin.meld_title", { n: meld.number + 1, points: meld.points })}
    @click=${() => felt.chooseMeld(chosen ? null : meld.number)}
  >
    <span class="sr-only">${t("web.pin.meld_name", { n: meld.number + 1, points: meld.points })}</span>
    ${meld.cards.map((written) => {
      const stands = standsFor(written);
      const standing = stands ? t("web.pin.stands_for", { card: stands.length > 1 ? frenchName(stands) : t(`card.french.rank.${stands}`) }) : "";
      return html`<span class="meld-card" data-card=${written} title=${frenchName(written)}>
        ${face(cardOf(written), DECK)}
        ${stands
          ? html`<span class="stands" title=${standing}><span aria-hidden="true">${standsShown(stands)}</span><span class="sr-only">${standing}</span></span>`
          : nothing}
      </span>`;
    })}
    <span class="points" aria-hidden="true">${meld.points}</span>
  </button>`;
}

/** A computer's strength in words ("Computer (medium)"). */
export function pinStrength(ai: string | null): string {
  const key = `web.pin.seat.${ai ?? ""}`;
  return has(key) ? t(key) : aiLabel(ai, t("web.seat.ai"));
}

/**
 * Fit the table to the screen under what the page shows above it (the site's header, the
 * toolbar): the felt's styles take its height from `--felt-top`, so the stock, the pile and
 * your hand sit at the bottom of the screen and the melds scroll in the room left between
 * them and the other players, covered by nothing. Called at each update and on a resize.
 */
export function fitUnderPage(host: HTMLElement, root: ParentNode): void {
  const felt = root.querySelector(".felt");
  if (!felt) return;
  const top = `${Math.max(0, Math.round(felt.getBoundingClientRect().top + window.scrollY))}px`;
  if (host.style.getPropertyValue("--felt-top") !== top) host.style.setProperty("--felt-top", top);
}

/**
 * On a screen too short for the whole table (the page scrolls), scroll just enough to bring
 * the dock's bottom onto the screen, as far as the toolbar at most (the site's menu is a
 * scroll away). Where the page is left (scrollY), or null when the table is not drawn yet.
 */
export function bringDockUp(root: ParentNode): number | null {
  const felt = root.querySelector(".felt")?.getBoundingClientRect();
  const toolbar = root.querySelector(".toolbar")?.getBoundingClientRect();
  if (!felt || !toolbar) return null;
  const below = felt.bottom - window.innerHeight;
  if (below > 1) window.scrollBy(0, Math.min(below, Math.max(toolbar.top, 0)));
  return window.scrollY;
}

/** Whether the player scrolled the page away from where bringDockUp left it (`placedAt`): not
 *  when the page, grown shorter, holds the scroll at its new end. */
export function playerScrolled(placedAt: number | null): boolean {
  if (placedAt === null || window.scrollY === placedAt) return false;
  const end = document.documentElement.scrollHeight - window.innerHeight;
  return !(window.scrollY < placedAt && window.scrollY >= end - 1);
}
