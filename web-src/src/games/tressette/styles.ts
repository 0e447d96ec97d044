// The Tressette table's own styles (view.ts): the felt, the seats, the trick,
// your hand, the signals, the overlays, and their phone sizes (a training table's open hands
// and why? bubbles: training-styles.ts).
import { css } from "lit";

export const tableStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: calc(100vh - 58px); /* under the header and its gold rule */
    /* the table fits a 1280x800 screen, a training table's open hands and signals too */
    --card-w: clamp(58px, min(8.2vw, 10.4vh), 104px);
    --small-w: clamp(30px, 3.6vw, 48px);
  }
  .score {
    display: flex;
    gap: 1rem;
    align-items: baseline;
    font-size: 1.05rem;
  }
  .felt {
    position: relative; /* the panels open in its corner, under the toolbar */
    flex: 1;
    display: grid;
    grid-template-columns: minmax(90px, 1fr) 3fr minmax(90px, 1fr);
    grid-template-rows: auto 1fr auto;
    grid-template-areas: "north north north" "west trick east" "south south south";
    gap: 0.5rem;
    padding: 0.6rem;
    background: radial-gradient(ellipse at center, #2a7a4d 0%, var(--felt) 55%, var(--felt-dark) 100%);
    color: var(--paper);
  }
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    position: relative;
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
  }
  .to-move .nameplate {
    background: var(--gold);
    color: var(--ink);
    box-shadow: 0 0 14px var(--gold);
  }
  .accuse {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    justify-content: center;
  }
  .accusa {
    font-size: 0.8rem;
    background: #f3d98a;
    color: var(--ink);
    border-radius: 6px;
    padding: 0.05em 0.45em;
  }
  .fan {
    display: flex;
    justify-content: center;
  }
  .west .fan,
  .east .fan {
    flex-wrap: wrap;
    max-width: calc(var(--small-w) * 3.2);
  }
  .small-card {
    width: var(--small-w);
    aspect-ratio: 5 / 8;
    margin-left: calc(var(--small-w) * -0.45);
    filter: drop-shadow(0 1px 2px #0006);
  }
  .west .fan .small-card,
  .east .fan .small-card {
    margin-bottom: calc(var(--small-w) * -0.9);
  }
  /* Room under the four cards for the line saying whose turn it is: the south card and
     its signal sticker end above it, never on it. */
  .trick {
    --hint-room: 2rem;
    grid-area: trick;
    position: relative;
    min-height: calc(var(--card-w) * 3.3 + var(--hint-room));
  }
  .played {
    position: absolute;
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    left: 50%;
    top: calc(50% - var(--hint-room) / 2);
    filter: drop-shadow(0 3px 5px #0007);
    transition: opacity 0.3s, transform 0.3s;
  }
  .played.from-south {
    transform: translate(-50%, 2%);
    animation: from-south 0.35s ease-out;
  }
  .played.from-north {
    transform: translate(-50%, -102%);
    animation: from-north 0.35s ease-out;
  }
  .played.done {
    opacity: 0.85;
  }
  .played.winner {
    opacity: 1;
    filter: drop-shadow(0 0 10px var(--gold));
    z-index: 2;
  }
  .signal-tag {
    position: absolute;
    left: 50%;
    bottom: -0.6rem;
    transform: translateX(-50%);
    white-space: nowrap;
    background: var(--red);
    color: white;
    font-weight: 700;
    font-size: 0.8rem;
    padding: 0.1em 0.6em;
    border-radius: 999px;
    animation: pop 0.4s ease-out;
  }
  @keyframes pop {
    from {
      transform: translateX(-50%) scale(0.2);
    }
  }
  .turn-hint {
    position: absolute;
    bottom: 0;
    width: 100%;
    text-align: center;
    opacity: 0.85;
    /* after the card just played has slid in (0.35 s), never while it is still moving */
    animation: hint-in 0.2s ease-out 0.35s both;
  }
  @keyframes hint-in {
    from {
      opacity: 0;
    }
    to {
      opacity: 0.85;
    }
  }
  /* your nameplate and the signals share one line (they wrap on a phone): a row of its own
     would push the bottom of your hand off a 1280x800 screen */
  .south-line {
    position: relative; /* your reasons' bubble is placed by it */
    max-width: 100%; /* a long row of signals scrolls within the table's width */
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.8rem;
    align-items: center;
    justify-content: center;
  }
  /* The signals true of your hand in one row (and the false ones in one menu): on a narrow
     screen the row scrolls sideways rather than grow rows that push your hand off it. */
  .signals {
    display: flex;
    flex-wrap: nowrap;
    gap: 0.3rem;
    align-items: center;
    max-width: 100%;
    min-width: 0;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  .signal {
    flex: none;
    white-space: nowrap;
    padding: 0.2em 0.9em; /* no taller than your nameplate beside it */
  }
  .signal.chosen,
  .bluff.chosen {
    background: var(--red);
    color: white;
  }
  .bluff {
    flex: none;
    max-width: 11rem;
    font: inherit;
    font-size: 0.85rem;
    padding: 0.2em 0.4em;
    border-radius: 999px;
  }
  .hand {
    display: flex;
    justify-content: center;
    max-width: 100%; /* bounded by the table, so that a crowded hand narrows its cards */
    padding: 0.8rem 0 0.2rem;
  }
  .hand .hand-card {
    flex: 0 1 var(--card-w);
    min-width: 0; /* a crowded hand narrows its cards rather than run off the screen */
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 8px;
    background: none;
    margin-left: calc(var(--card-w) * -0.18);
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s;
  }
  .hand .hand-card:first-child {
    margin-left: 0;
  }
  .hand.my-turn .hand-card:not(.playable) {
    filter: brightness(0.72);
  }
  /* The cards that may be played lie above the others and whole: the card after one
     starts past it, so no greyed card hides a playable one (nor its corners). */
  .hand.my-turn .hand-card.playable {
    position: relative;
    z-index: 1;
  }
  .hand.my-turn .hand-card.playable + .hand-card:not(.playable) {
    margin-left: calc(var(--card-w) * 0.04);
  }
  .hand-card.refused,
  .hand.my-turn .hand-card.refused:hover,
  .hand.my-turn .hand-card.refused:focus-visible {
    box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
  }
  .hand-card.suggested {
    transform: translateY(-22px);
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  .suggestion {
    background: #fffbe8;
    color: var(--ink);
    padding: 0.4em 0.9em;
    border-radius: 8px;
    max-width: 46rem;
    margin: 0;
  }
  /* On your turn your card's place in the trick is empty: the suggestion sits there, in view
     without scrolling and over nobody's cards. */
  .suggestion.in-trick {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: max-content;
    max-width: min(100%, 34rem);
    font-size: 0.9rem;
    box-shadow: 0 6px 20px #0006;
    z-index: 6;
  }
  @media (min-width: 641px) {
    /* your partner's accuse beside their cards: on a row of their own they would push the
       trick and your hand down, off a laptop's screen */
    .seat.north .accuse {
      position: absolute;
      top: 2.2rem;
      right: calc(50% + 8rem);
      max-width: calc(50% - 8.5rem);
      justify-content: flex-end;
    }
  }
  /* The training stop sits in the trick's own room under its cards, where the turn line is
     otherwise: it never covers your hand or the signals. */
  .trick.stopped {
    --hint-room: 3rem;
  }
  /* The last trick and the accuse view open over the felt's corner, one at a time: never
     over the toolbar's buttons (on a phone the toolbar is two rows tall). */
  .felt > .popover {
    position: absolute;
    top: 0.4rem;
    right: 0.4rem;
    max-width: calc(100% - 0.8rem);
    z-index: 15;
    color: var(--ink); /* not the felt's light writing */
  }
  .accuse-table th {
    text-align: left;
    padding: 0.25rem 0.8rem 0.25rem 0;
    white-space: nowrap;
  }
  .accuse-table td {
    padding: 0.25rem 0;
  }
  .accuse-table .accusa {
    display: inline-block;
    margin: 0.1rem 0.2rem 0.1rem 0;
  }
  .stop-bar {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: max-content;
    max-width: 100%;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.3rem 0.8rem;
    align-items: center;
    color: var(--ink);
    background: var(--paper);
    padding: 0.35rem 0.9rem;
    border-radius: 14px;
    box-shadow: 0 6px 20px #0006;
    z-index: 10;
    font-size: 0.9rem;
    text-align: center;
  }
  .summary {
    max-width: min(34rem, 94vw);
    max-height: 90vh;
    overflow: auto;
  }
  .buttons {
    display: flex;
    gap: 0.6rem;
    justify-content: flex-end;
  }
  @media (max-width: 640px) {
    :host {
      min-height: calc(100vh - 88px); /* the header takes two rows on a phone */
      --card-w: calc((100vw - 1rem) / 7.2);
      --small-w: 22px;
    }
    .felt {
      grid-template-columns: 60px 1fr 60px;
      padding: 0.3rem;
      overflow: hidden;
    }
    .seat.west .nameplate,
    .seat.east .nameplate {
      font-size: 0.72rem;
      padding: 0.1rem 0.3rem;
      max-width: 60px;
    }
    .seat.west .nameplate .name,
    .seat.east .nameplate .name {
      display: inline-block;
      max-width: 52px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .seat.west .dealer-mark,
    .seat.east .dealer-mark {
      font-size: 0.65rem;
      padding: 0 0.35em;
    }
    .tools .sound {
      display: none; /* sounds are switched in the settings on a phone */
    }
    .signals-label {
      display: none; /* the row is named for a screen reader; its buttons say the rest */
    }
    .signal,
    .bluff {
      font-size: 0.82rem;
      padding: 0.2em 0.6em;
    }
    .west .fan,
    .east .fan {
      max-width: 56px;
    }
    /* a side player's declarations read on one or two lines, reaching over the felt towards
       the trick, not squeezed into the seat's narrow column */
    .seat.west .accuse,
    .seat.east .accuse {
      width: max-content;
      max-width: 9rem;
      position: relative;
      z-index: 2;
    }
    .seat.west .accuse {
      align-self: flex-start;
      justify-content: flex-start;
    }
    .seat.east .accuse {
      align-self: flex-end;
      justify-content: flex-end;
    }
    .hand .hand-card {
      margin-left: calc(var(--card-w) * -0.3);
    }
  }
`;
