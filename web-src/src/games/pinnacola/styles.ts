// The Pinnacola table's own styles (view.ts): the other players, the melds,
// the stock and the pile, your hand and its buttons, the overlays (their sizes on a phone and
// on a low screen: screen-styles.ts).
import { css } from "lit";

export const pinnacolaStyles = css`
  :host {
    display: block;
    color: var(--paper);
  }
  .loading {
    padding: 2rem;
    text-align: center;
  }
  .toolbar {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 0.5rem;
    padding: 0.4rem 1rem;
    background: #0003;
  }
  .score {
    display: flex;
    gap: 1rem;
    align-items: center;
  }
  .tools {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  .tools button.quiet {
    color: var(--paper);
  }
  .tools .short {
    display: none; /* on a phone only */
  }
  .badge {
    background: var(--gold);
    color: var(--ink);
    border-radius: 999px;
    padding: 0.05em 0.6em;
    font-size: 0.8rem;
  }
  /* The table fills the screen under the page's header and the toolbar (--felt-top, measured
     by the view): the other players at the top, the stock, the pile, your hand and its
     buttons at the bottom (the dock), and the melds between them in a box of their own that
     scrolls as they grow. Nothing covers the melds. On a screen too short for the whole
     table with the melds' least height the page scrolls, and the view brings the dock up
     (the site's header a scroll away). */
  .felt {
    display: flex;
    flex-direction: column;
    gap: 0.8rem;
    box-sizing: border-box;
    min-height: calc(100dvh - var(--felt-top, 0px));
    padding: 0.8rem 1rem 0;
    max-width: 1200px;
    margin: 0 auto;
  }
  .others {
    flex: none;
    display: flex;
    justify-content: space-around;
    gap: 1rem;
    flex-wrap: wrap;
  }
  .other {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.25rem;
    padding: 0.3rem 0.6rem;
    border-radius: 8px;
  }
  .other.to-move {
    outline: 2px solid var(--gold);
  }
  .nameplate .strength {
    font-size: 0.8rem;
    opacity: 0.85;
  }
  .nameplate {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  .backs,
  .known {
    display: flex;
    align-items: center;
    gap: 0.2rem;
  }
  /* An open hand (training) and the cards seen taken from the pile: fanned, in rows as the
     place allows, every corner readable. */
  .backs.open,
  .known {
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.2rem 0;
    padding-left: 14px;
  }
  .backs.open .tiny,
  .known .tiny {
    margin-left: -14px;
  }
  .tiny {
    width: 28px;
  }
  .tiny svg,
  .card svg,
  .pile-card svg,
  .meld-card svg,
  .card-back svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .count {
    font-weight: 700;
    font-size: 1.1rem;
  }
  .melds {
    flex: 1 1 0;
    min-height: min(5.5rem, 11dvh);
    overflow-y: auto;
    overscroll-behavior: contain;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0.8rem;
  }
  .team-melds {
    background: #0002;
    border-radius: 8px;
    padding: 0.4rem 0.6rem;
    min-height: 4rem;
  }
  .team-melds h2 {
    margin: 0 0 0.3rem;
    font-family: inherit;
    font-size: 1rem;
  }
  .meld-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button.meld {
    display: flex;
    flex-wrap: wrap; /* a long run wraps inside its column */
    row-gap: 0.3rem;
    max-width: 100%;
    align-items: flex-end;
    padding: 0.25rem 0.4rem;
    border-radius: 8px;
    background: #fff2;
    color: var(--paper);
    border: 2px solid transparent;
  }
  button.meld.chosen {
    border-color: var(--gold);
    background: #fff4;
  }
  .meld-card {
    position: relative;
    width: 34px;
    margin-right: -12px;
  }
  .meld-card .stands {
    position: absolute;
    bottom: -2px;
    left: 0;
    font-size: 0.7rem;
    background: var(--gold);
    color: var(--ink);
    border-radius: 4px;
    padding: 0 2px;
  }
  .points {
    margin-left: 16px;
    font-size: 0.8rem;
  }
  .middle {
    display: flex;
    gap: 1.2rem;
    align-items: flex-start;
  }
  .stock {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    align-items: center;
  }
  .stock-button {
    display: flex;
    flex-direction: column;
    align-items: center;
    border-radius: 8px;
    padding: 0.3rem;
  }
  .card-back {
    width: 52px;
  }
  .pile-area {
    flex: 1;
    min-width: 0;
  }
  .pile {
    display: flex;
    flex-wrap: wrap;
    row-gap: 0.4rem;
    padding-left: 22px;
    min-height: 80px;
    align-items: center;
  }
  .pile-card {
    width: 52px;
    margin-left: -22px;
    padding: 0;
    border-radius: 6px;
    background: transparent;
    border: 2px solid transparent;
    box-shadow: none;
  }
  /* Training: Suggest and its answer, and the computers' reasons, under your hand; on a wide
     screen beside the stock and the pile, where they take no height from the melds. */
  @media (min-width: 900px) {
    .dock.with-training {
      grid-template-columns: minmax(0, 1fr) minmax(16rem, 26rem);
      grid-template-areas: "middle training" "south south";
      column-gap: 1.5rem;
    }
    .dock.with-training > .middle {
      grid-area: middle;
    }
    .dock.with-training > .south {
      grid-area: south;
    }
    .dock.with-training > .training {
      grid-area: training;
      align-self: start;
    }
  }
  .training {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 1rem;
  }
  /* Suggest and the computers' reasons, folded, share a row; an answer or the reasons
     opened take the whole width. */
  .training .suggestion,
  .training .why[open] {
    flex-basis: 100%;
  }
  .training .suggestion {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.4rem 0.7rem;
  }
  .training .suggestion p {
    margin: 0;
    flex: 1 1 16rem;
  }
  .training .why ul {
    margin: 0.3rem 0;
    padding-left: 1.2rem;
    max-height: 7.5rem; /* the reasons scroll in their list, the melds keep their room */
    overflow-y: auto;
  }
  /* A greyed-out action reads as unavailable at a glance: flat, dashed, no colour. */
  .south.watching .actions {
    display: none; /* a spectator has nothing to play */
  }
  .actions button:disabled {
    opacity: 0.45;
    filter: grayscale(1);
    box-shadow: none;
    border-style: dashed;
  }
  .pile-card:disabled {
    opacity: 1;
  }
  .pile-card.usable {
    border-color: #ffffff80;
  }
  .pile-card.taking {
    border-color: var(--gold);
    transform: translateY(-6px);
  }
  .take {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.4rem;
  }
  /* The stock, the pile, your hand and its buttons at the bottom of the screen, under the
     melds (which scroll in their box). */
  .south {
    display: grid;
    gap: 0.4rem;
  }
  .dock {
    flex: none;
    display: grid;
    align-content: start;
    gap: 0.5rem;
    margin: 0 -1rem;
    padding: 0.5rem 1rem 0.6rem;
    background: linear-gradient(#134429, #0d2f1c);
    box-shadow: 0 -6px 14px #0006;
  }
  /* The dealer's mark (when you dealt) and the prompt, on one line. */
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.6rem;
  }
  .prompt {
    margin: 0;
    min-height: 1.2em;
  }
  .notice {
    margin: 0;
    background: var(--gold);
    color: var(--ink);
    padding: 0.2rem 0.6rem;
    border-radius: 6px;
  }
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    padding: 0.6rem 0 0.2rem;
  }
  .card {
    width: 62px;
    padding: 0;
    border-radius: 6px;
    background: transparent;
    border: 2px solid transparent;
    box-shadow: none;
  }
  .card.picked {
    transform: translateY(-10px);
    border-color: var(--gold);
  }
  /* A teacher's suggestion (the teacher's seat): the card glows, as a training suggestion. */
  .card.suggested {
    box-shadow: 0 0 0 3px var(--gold), 0 0 14px 4px var(--gold);
  }
  .actions,
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .actions button.quiet {
    color: var(--paper);
  }
  .error {
    background: white;
    padding: 0.3rem 0.6rem;
    border-radius: 6px;
    margin: 0;
  }
  .small {
    font-size: 0.85rem;
  }
  /* A hand's summary and the match's end: over everything on the table. */
  .overlay {
    position: fixed;
    inset: 0;
    z-index: 20;
    display: grid;
    place-items: center;
    padding: 0.5rem;
    background: #0006;
  }
  .summary {
    color: var(--ink);
    min-width: min(18rem, 100%);
    max-height: calc(100dvh - 1rem);
    box-sizing: border-box;
    overflow-y: auto;
  }
  table.result {
    border-collapse: collapse;
    margin: 0.5rem 0;
  }
  table.result th,
  table.result td {
    padding: 0.2rem 0.7rem;
    text-align: right;
  }
  table.result tbody th {
    text-align: left;
    font-weight: 400;
  }
  table.result tr[data-row="total"] {
    font-weight: 700;
    border-top: 1px solid #0004;
  }
  .waiting {
    max-width: 32rem;
    margin: 2rem auto;
    color: var(--ink);
  }
`;
