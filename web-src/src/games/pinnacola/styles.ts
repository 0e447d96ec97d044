// The Pinnacola table's own styles (view.ts): the other players, the melds,
// the stock and the pile, your hand and its buttons, the overlays, and their phone sizes.
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
  .felt {
    display: grid;
    gap: 0.8rem;
    padding: 0.8rem 1rem 1rem;
    max-width: 1200px;
    margin: 0 auto;
  }
  .others {
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
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.8rem;
  }
  .team-melds {
    background: #0002;
    border-radius: 8px;
    padding: 0.4rem 0.6rem;
    min-height: 4rem;
  }
  .team-melds h3 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  .meld-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button.meld {
    display: flex;
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
  /* Training: Suggest and its answer, and the computers' reasons, under your hand. */
  .training {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    margin-top: 0.5rem;
  }
  .training > button {
    align-self: flex-start;
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
  /* The stock, the pile, your hand and its buttons stay at the bottom of the screen: the
     melds on the table grow all hand long and would push them below the fold (on a phone
     from the first melds). */
  .south {
    display: grid;
    gap: 0.4rem;
  }
  .dock {
    display: grid;
    gap: 0.5rem;
    position: sticky;
    bottom: 0;
    z-index: 3;
    margin: 0 -1rem -1rem;
    padding: 0.5rem 1rem 0.6rem;
    background: linear-gradient(#134429, #0d2f1c);
    box-shadow: 0 -6px 14px #0006;
    max-height: 82vh; /* the training's reasons scroll inside, the table stays reachable */
    overflow-y: auto;
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
  .overlay {
    position: fixed;
    inset: 0;
    display: grid;
    place-items: center;
    background: #0006;
  }
  .summary {
    color: var(--ink);
    min-width: 18rem;
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
  /* A phone: the other players side by side, both teams' melds side by side, the hand fanned
     (each card's corner shows), so that the table needs little scrolling. */
  @media (max-width: 640px) {
    .tools .long {
      display: none;
    }
    .tools .short {
      display: inline;
    }
    .others {
      flex-wrap: nowrap;
      gap: 0.25rem;
      justify-content: space-between;
    }
    .other {
      flex: 1 1 0;
      min-width: 0;
      padding: 0.15rem;
    }
    .other .nameplate {
      flex-direction: column;
      gap: 0.1rem;
      font-size: 0.78rem;
      text-align: center;
    }
    .other .nameplate .strength {
      font-size: 0.68rem;
    }
    .melds {
      gap: 0.4rem;
    }
    .team-melds {
      padding: 0.3rem;
    }
    .team-melds h3 {
      font-size: 0.9rem;
      margin: 0.1rem 0 0.3rem;
    }
    .meld-card {
      width: 26px;
      margin-right: -9px;
    }
    /* Each row of the hand holds --per-row cards (handPerRow): they overlap by what the
       row's width asks, 12px at least; the last card of a row shows whole. */
    .hand {
      gap: 0.35rem 0;
    }
    .card {
      width: 46px;
      margin-right: min(-12px, calc((100% - 46px) / max(var(--per-row, 10) - 1, 1) - 46px));
    }
    .card-back,
    .pile-card {
      width: 40px;
    }
    .pile-card {
      margin-left: -16px;
    }
    .actions {
      gap: 0.3rem;
    }
    .actions button {
      padding: 0.3em 0.7em;
      font-size: 0.88rem;
    }
  }
`;
