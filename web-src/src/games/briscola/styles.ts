// The Briscola table's own styles (view.ts): the felt, the seats, the stock
// and the face-up briscola, the trick, your hand, the overlays, and their phone sizes.
import { css } from "lit";

export const briscolaStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: calc(100vh - 58px); /* under the header and its gold rule */
    --card-w: clamp(64px, min(8.5vw, 12.5vh), 112px);
    --trick-w: clamp(52px, min(6.6vw, 10vh), 92px);
    --small-w: clamp(28px, min(3.2vw, 5.2vh), 44px);
  }
  .score {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: baseline;
    font-size: 1.05rem;
  }
  .tools button:not(.quiet) {
    padding: 0.3em 0.9em;
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
  /* four at the table: a trick of four cards, a little smaller, so the table fits the screen */
  .felt.players-4 {
    --trick-w: clamp(48px, min(6.2vw, 9.2vh), 86px);
  }
  .felt.players-2 {
    grid-template-columns: 1fr;
    grid-template-areas: "north" "middle" "south";
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
  .fan.open .small-card {
    margin-left: calc(var(--small-w) * -0.15);
  }
  .middle {
    grid-area: middle;
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-width: 0;
  }
  .table-top {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: clamp(0.5rem, 4vw, 3rem);
    min-width: 0;
  }
  .stock {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.35rem;
    padding: 0 0.5rem;
  }
  .pile {
    position: relative;
    width: calc(var(--trick-w) * 2.1);
    height: calc(var(--trick-w) * 1.6);
  }
  .pile.empty {
    width: var(--trick-w);
    border: 2px dashed #ffffff40;
    border-radius: 10px;
    box-sizing: border-box;
  }
  .face-up {
    position: absolute;
    width: var(--trick-w);
    aspect-ratio: 5 / 8;
    left: calc(var(--trick-w) * 0.3);
    top: 50%;
    transform: translateY(-50%) rotate(-90deg);
    filter: drop-shadow(0 2px 4px #0007);
  }
  .stock-back {
    position: absolute;
    width: var(--trick-w);
    aspect-ratio: 5 / 8;
    right: 0;
    top: 0;
    filter: drop-shadow(2px 3px 3px #0008);
  }
  .stock-back .count {
    position: absolute;
    inset: auto 0 0.4rem 0;
    margin: 0 auto;
    width: max-content;
    min-width: 1.8em;
    text-align: center;
    font-weight: 700;
    font-size: 1.05rem;
    background: var(--paper);
    color: var(--ink);
    border-radius: 999px;
    padding: 0 0.4em;
    box-shadow: 0 1px 3px #0008;
  }
  .stock-caption {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.15rem;
    text-align: center;
    font-size: 0.9rem;
    line-height: 1.25;
  }
  .suit-name {
    font-weight: 700;
    color: var(--gold);
  }
  .taken {
    background: #f3d98a;
    color: var(--ink);
    border-radius: 6px;
    padding: 0.05em 0.5em;
    margin-top: 0.2rem;
  }
  .trick {
    position: relative;
    flex: 0 1 calc(var(--trick-w) * 4.2);
    height: calc(var(--trick-w) * 3.2 + 2.8rem);
    min-width: 0;
  }
  .players-2 .trick {
    flex-basis: calc(var(--trick-w) * 3);
    height: calc(var(--trick-w) * 2.1 + 2.8rem);
  }
  .played {
    position: absolute;
    margin: 0;
    width: var(--trick-w);
    left: 50%;
    top: 50%;
    filter: drop-shadow(0 3px 5px #0007);
    transition: opacity 0.3s;
  }
  .played svg {
    aspect-ratio: 5 / 8;
  }
  .played figcaption {
    position: absolute;
    left: 50%;
    bottom: -0.15rem;
    transform: translate(-50%, 100%);
    font-size: 0.75rem;
    line-height: 1.2rem;
    white-space: nowrap;
    max-width: calc(var(--trick-w) * 1.8);
    overflow: hidden;
    text-overflow: ellipsis;
    background: #0000005a;
    padding: 0 0.45em;
    border-radius: 999px;
  }
  .played.from-north figcaption {
    bottom: auto;
    top: -0.15rem;
    transform: translate(-50%, -100%);
  }
  .played.from-south {
    transform: translate(-50%, 0.2rem);
    animation: from-south 0.35s ease-out;
  }
  .played.from-north {
    transform: translate(-50%, calc(-100% - 0.2rem));
    animation: from-north 0.35s ease-out;
  }
  .players-2 .played.from-north {
    transform: translate(-88%, -56%) rotate(-5deg);
  }
  .players-2 .played.from-south {
    transform: translate(-12%, -44%) rotate(5deg);
  }
  .played.done:not(.winner) {
    opacity: 0.72;
  }
  .played.winner {
    z-index: 2;
  }
  .played.winner svg {
    filter: drop-shadow(0 0 8px var(--gold));
  }
  .played.winner figcaption {
    background: var(--gold);
    color: var(--ink);
    font-weight: 600;
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
    padding: 0.6rem 0 0.2rem;
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
  .hand-card.suggested,
  .swap.suggested {
    /* lifted no further than the hand's top padding: your nameplate stays readable */
    transform: translateY(-8px);
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  .swap.suggested {
    transform: none;
  }
  .under-hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.4rem 0.6rem;
  }
  .swap {
    background: #f3d98a;
    font-weight: 600;
  }
  /* The suggestion sits at the foot of the table's middle, like the training stop. */
  .suggestion {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: min(40rem, calc(100vw - 1rem));
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
    z-index: 9;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
    background: #fffbe8;
    color: var(--ink);
    padding: 0.4em 0.9em;
    border-radius: 8px;
    max-width: 46rem;
  }
  .suggestion p {
    margin: 0;
    flex: 1 1 16rem;
  }
  /* The training stop sits in the felt's top right corner, beside your partner's or
     opponent's seat, over neither the trick it explains nor your cards (on a phone, folded, at
     the foot of the table's middle); the page no taller than the screen. */
  .stop {
    position: absolute;
    top: 0.6rem;
    right: 0.6rem;
    z-index: 10;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.5rem 0.9rem;
    width: min(24rem, calc(50% - 12rem));
    max-height: min(36vh, 11.5rem); /* above the side cards of a trick of four */
    overflow: auto;
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
  }
  .stop-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.8rem;
    font-weight: 600;
  }
  .reasons {
    margin: 0.4rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.85rem;
  }
  .summary {
    width: min(30rem, 92vw);
    box-sizing: border-box;
    max-height: 90vh;
    overflow: auto;
  }
  .summary h3 {
    margin: 0.2rem 0 0.3rem;
  }
  .verdict {
    font-size: 1.15rem;
    font-weight: 700;
    margin: 0 0 0.3rem;
  }
  .verdict.won {
    color: #2e7d32;
  }
  .verdict.lost {
    color: var(--red);
  }
  .small {
    font-size: 0.85rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    justify-content: flex-end;
  }
  .popover h3 {
    margin: 0 0 0.4rem;
  }
  .stop-why summary {
    cursor: pointer;
    font-size: 0.9rem;
    margin-top: 0.3rem;
  }
  @media (max-width: 640px) {
    .middle {
      position: relative; /* the training stop is placed by it */
    }
    .stop {
      top: auto;
      right: auto;
      left: 50%;
      bottom: 0;
      transform: translateX(-50%);
      width: calc(100vw - 1rem);
      max-height: 100%;
    }
    :host {
      min-height: calc(100vh - 88px); /* the header takes two rows on a phone */
      --card-w: calc((100vw - 2rem) / 3.6);
      --trick-w: calc((100vw - 2rem) / 5.2);
      --small-w: 26px;
    }
    .felt {
      grid-template-columns: 64px 1fr 64px;
      padding: 0.3rem;
      overflow: hidden;
    }
    .seat.west .nameplate,
    .seat.east .nameplate {
      font-size: 0.72rem;
      padding: 0.1rem 0.3rem;
      max-width: 64px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .middle {
      gap: 0.2rem;
    }
    .stock {
      padding: 0;
    }
    .stock-caption {
      font-size: 0.75rem;
      max-width: calc(var(--trick-w) * 1.7);
    }
    .tools .sound {
      display: none;
    }
    .toolbar {
      padding: 0.3rem 0.5rem;
    }
    .tools button:not(.quiet) {
      padding: 0.2em 0.7em;
      font-size: 0.9rem;
    }
    .hand-card.suggested {
      transform: translateY(-10px);
    }
    .players-4 .seat.south {
      --card-w: calc((100vw - 2rem) / 4);
    }
    .players-4 .table-top {
      flex-direction: column;
      gap: 0.2rem;
    }
    .players-4 .stock {
      --trick-w: 34px;
      flex-direction: row;
      gap: 0.6rem;
    }
    .players-4 .stock-caption {
      align-items: flex-start;
      text-align: left;
      max-width: none;
    }
    .players-4 .stock-back .count {
      font-size: 0.8rem;
      bottom: 0.15rem;
    }
    .players-4 .trick {
      flex: none;
      width: calc(var(--trick-w) * 3.3);
    }
    .popover {
      left: 0.5rem;
      right: 0.5rem;
    }
  }
`;
