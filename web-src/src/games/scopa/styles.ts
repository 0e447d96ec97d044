// The Scopa table's own styles (view.ts): the felt, the seats, the stock, the cards on the table
// (offered, chosen, dimmed while a capture is chosen), the sides' piles with their scope, the
// last play, your hand, and their phone sizes; the panels over them are panel-styles.ts's.
import { css } from "lit";

export const scopaStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: calc(100vh - 58px); /* under the header and its gold rule */
    --card-w: clamp(64px, min(8.5vw, 12.5vh), 112px);
    --table-w: clamp(56px, min(7vw, 11vh), 96px);
    --small-w: clamp(28px, min(3.2vw, 5.2vh), 44px);
    --mini-w: clamp(26px, min(2.6vw, 4.4vh), 38px);
  }
  .score {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: baseline;
    font-size: 1.05rem;
  }
  .felt {
    flex: 1;
    position: relative; /* a wide screen's training stop is placed by it */
    display: grid;
    grid-template-columns: minmax(90px, 1fr) 3fr minmax(90px, 1fr);
    grid-template-rows: auto 1fr auto;
    grid-template-areas: "north north north" "west middle east" "south south south";
    gap: 0.4rem;
    padding: 0.6rem;
    background: radial-gradient(ellipse at center, #2a7a4d 0%, var(--felt) 55%, var(--felt-dark) 100%);
    color: var(--paper);
  }
  .felt.players-2 {
    grid-template-columns: 1fr;
    grid-template-areas: "north" "middle" "south";
  }
  /* four at the table: the table's cards a little smaller, so the table fits the screen */
  .felt.players-4 {
    --table-w: clamp(52px, min(6.4vw, 10vh), 88px);
  }
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    position: relative;
    min-width: 0;
  }
  .nameplate {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    justify-content: center;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: #0000002e;
    max-width: 100%;
  }
  .to-move > .nameplate {
    background: var(--gold);
    color: var(--ink);
    box-shadow: 0 0 14px var(--gold);
  }
  .fan {
    display: flex;
    justify-content: center;
    min-height: calc(var(--small-w) * 1.6);
  }
  .small-card {
    width: var(--small-w);
    aspect-ratio: 5 / 8;
    margin-left: calc(var(--small-w) * -0.4);
    filter: drop-shadow(0 1px 2px #0006);
  }
  .fan.many .small-card {
    margin-left: calc(var(--small-w) * -0.7);
  }
  /* a training table's open hands: large enough to read */
  .fan.open {
    --small-w: clamp(34px, min(4vw, 6.5vh), 56px);
  }
  .fan.open .small-card {
    margin-left: calc(var(--small-w) * -0.15);
  }
  .fan.open.many {
    flex-wrap: wrap;
    max-width: calc(var(--small-w) * 5.5);
  }
  .fan.open.many .small-card {
    margin: 0 0 0.15rem;
  }
  .players-2 .fan.open.many {
    max-width: none;
  }
  .middle {
    grid-area: middle;
    position: relative; /* the suggestion sits at its foot */
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 0.4rem;
    min-width: 0;
  }
  .table-top {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: "stock cards piles";
    align-items: center;
    gap: clamp(0.5rem, 2vw, 1.5rem);
    min-width: 0;
  }
  .stock {
    grid-area: stock;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    width: calc(var(--table-w) * 1.1);
  }
  .stock-back,
  .stock-empty {
    position: relative;
    width: calc(var(--table-w) * 0.8);
    aspect-ratio: 5 / 8;
    filter: drop-shadow(2px 3px 3px #0008);
  }
  .stock-empty {
    border: 2px dashed #ffffff40;
    border-radius: 8px;
    box-sizing: border-box;
    filter: none;
  }
  .stock-back .count {
    position: absolute;
    inset: auto 0 0.3rem 0;
    margin: 0 auto;
    width: max-content;
    min-width: 1.6em;
    text-align: center;
    font-weight: 700;
    font-size: 0.95rem;
    background: var(--paper);
    color: var(--ink);
    border-radius: 999px;
    padding: 0 0.35em;
    box-shadow: 0 1px 3px #0008;
  }
  .caption {
    font-size: 0.8rem;
    text-align: center;
    line-height: 1.2;
    opacity: 0.9;
  }
  .table-cards {
    grid-area: cards;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-content: center;
    gap: calc(var(--table-w) * 0.12);
    min-height: calc(var(--table-w) * 1.6 + 0.8rem);
    padding: 0.4rem;
    border-radius: 14px;
    background: #00000014;
  }
  .table-cards.many {
    --table-w: clamp(46px, min(5.6vw, 8.6vh), 76px);
  }
  .empty-table {
    margin: auto;
    opacity: 0.75;
    font-style: italic;
  }
  .table-card {
    width: var(--table-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 7px;
    background: none;
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s, opacity 0.15s;
  }
  .table-card.offered {
    cursor: pointer;
    box-shadow: 0 0 0 3px var(--gold), 0 4px 10px #0007;
  }
  .table-card.offered:hover,
  .table-card.offered:focus-visible {
    transform: translateY(-6px);
  }
  .table-card.chosen {
    transform: translateY(-10px);
    box-shadow: 0 0 0 4px var(--gold), 0 0 18px 6px var(--gold);
  }
  .table-card.dimmed {
    opacity: 0.45;
    filter: grayscale(0.4);
  }
  .table-card.suggested {
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  .piles {
    grid-area: piles;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
    justify-content: center;
  }
  .pile {
    display: flex;
    align-items: center;
    gap: 0.45rem;
  }
  .pile-cards {
    position: relative;
    width: calc(var(--mini-w) * 1.7);
    height: calc(var(--mini-w) * 1.6);
    flex: none;
  }
  .pile-back,
  .pile-empty {
    position: absolute;
    left: calc(var(--mini-w) * 0.35);
    top: 0;
    width: var(--mini-w);
    aspect-ratio: 5 / 8;
    filter: drop-shadow(1px 2px 2px #0008);
  }
  .pile-empty {
    border: 1px dashed #ffffff40;
    border-radius: 5px;
    box-sizing: border-box;
    filter: none;
  }
  /* each scopa's card turned crosswise under the pile, as players mark them */
  .scopa-card {
    position: absolute;
    left: calc(var(--mini-w) * 0.35);
    top: calc(var(--mini-w) * 0.3 + var(--at) * 5px);
    width: var(--mini-w);
    aspect-ratio: 5 / 8;
    transform: rotate(90deg);
    filter: drop-shadow(0 1px 2px #0008);
  }
  .pile-caption {
    display: flex;
    flex-direction: column;
    font-size: 0.8rem;
    line-height: 1.2;
    white-space: nowrap;
  }
  .scope-count {
    color: var(--gold);
    font-weight: 700;
  }
  .last-play {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.3rem 0.7rem;
    min-height: calc(var(--mini-w) * 1.6 + 0.5rem);
    text-align: center;
  }
  .last-play p {
    margin: 0;
  }
  .last-play .mini {
    display: flex;
    align-items: center;
    gap: 0.2rem;
  }
  .mini-card {
    display: block;
    width: var(--mini-w);
    aspect-ratio: 5 / 8;
    filter: drop-shadow(0 1px 2px #0007);
  }
  .mini-card.played {
    margin-right: 0.15rem;
  }
  .arrow {
    font-weight: 700;
    opacity: 0.8;
  }
  .scopa-mark {
    background: var(--gold);
    color: var(--ink);
    font-weight: 800;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    padding: 0.1em 0.7em;
    border-radius: 999px;
    box-shadow: 0 0 14px var(--gold);
    animation: fade 0.4s;
  }
  .status {
    min-height: 1.5rem;
    text-align: center;
    opacity: 0.9;
  }
  .status.mine {
    color: var(--gold);
    font-weight: 700;
    opacity: 1;
  }
  .hand {
    display: flex;
    justify-content: center;
    gap: calc(var(--card-w) * 0.08);
    padding: 0.9rem 0 0.2rem;
  }
  /* Scopone's ten cards: one row, each a little narrower */
  .hand.many {
    --card-w: clamp(56px, min(7.4vw, 11vh), 96px);
    gap: calc(var(--card-w) * 0.05);
  }
  .hand .hand-card {
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 8px;
    background: none;
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s;
  }
  .hand:not(.my-turn) .hand-card {
    filter: brightness(0.85);
  }
  .hand-card.refused {
    box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
  }
  .hand-card.choosing,
  .hand.my-turn .hand-card.choosing:hover {
    transform: translateY(-14px);
    box-shadow: 0 0 0 4px var(--gold), 0 10px 18px #0007;
  }
  .hand-card.suggested {
    transform: translateY(-8px);
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  @media (max-width: 640px) {
    :host {
      min-height: calc(100vh - 88px); /* the header takes two rows on a phone */
      --card-w: calc((100vw - 2rem) / 3.6);
      --table-w: calc((100vw - 2.5rem) / 5.4);
      --small-w: 26px;
      --mini-w: 24px;
    }
    .felt {
      grid-template-columns: 64px 1fr 64px;
      padding: 0.3rem;
      overflow: hidden;
    }
    .felt.players-4 {
      --table-w: calc((100vw - 2.5rem - 128px) / 3.5);
    }
    .seat.west .nameplate,
    .seat.east .nameplate {
      font-size: 0.72rem;
      padding: 0.1rem 0.3rem;
      max-width: 64px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .seat.west .fan,
    .seat.east .fan {
      flex-wrap: wrap;
      max-width: 64px;
    }
    .seat.west .fan .small-card,
    .seat.east .fan .small-card {
      --small-w: 20px;
      margin: 0 0 -18px 0;
    }
    .seat.west .fan.open .small-card,
    .seat.east .fan.open .small-card {
      --small-w: 30px;
      margin: 0 0 0.1rem;
    }
    .table-top {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas: "stock piles" "cards cards";
      gap: 0.3rem;
    }
    .stock {
      flex-direction: row;
      width: auto;
      --table-w: 40px;
    }
    .piles {
      flex-direction: row;
      justify-content: flex-end;
      gap: 0.6rem;
    }
    .pile-caption {
      font-size: 0.72rem;
    }
    .table-cards.many {
      --table-w: calc((100vw - 2.5rem) / 6.4);
    }
    .last-play {
      font-size: 0.85rem;
    }
    .hand.many {
      --card-w: calc((100vw - 1.5rem) / 5.3);
      flex-wrap: wrap;
      row-gap: 0.3rem;
    }
    .middle {
      position: relative; /* the training stop is placed by it */
      gap: 0.25rem;
    }
    .tools .sound {
      display: none;
    }
    .toolbar {
      padding: 0.3rem 0.5rem;
    }
    .players-4 .seat.south {
      --card-w: calc((100vw - 2rem) / 4);
    }
    .seat.north .fan.open {
      --small-w: 34px;
    }
  }
`;
