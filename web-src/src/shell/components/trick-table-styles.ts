// Styles the two trick tables share (Tressette's games/tressette/view.ts and Briscola's
// games/briscola/view.ts): the nameplates, badges, small cards, the hand's cards, the
// overlays' common parts and the played cards' slide-in. Each view adds its own sheet after
// this one, so its own rules still win where they differ.
import { css } from "lit";

export const trickTableStyles = css`
  .loading {
    color: white;
    padding: 2rem;
    text-align: center;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.8rem;
    background: var(--felt-dark);
    color: var(--paper);
  }
  .toolbar select {
    margin-left: 0.3rem;
  }
  .toolbar .quiet {
    color: var(--paper);
  }
  .score b {
    font-size: 1.35rem;
    color: var(--gold);
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .badge {
    font-size: 0.75rem;
    padding: 0.1em 0.55em;
    border-radius: 999px;
    background: #ffffff26;
    color: inherit;
    border: 1px solid #ffffff40;
  }
  .badge.warn {
    background: var(--red);
  }
  .seat.north {
    grid-area: north;
  }
  .seat.west {
    grid-area: west;
    justify-content: center;
  }
  .seat.east {
    grid-area: east;
    justify-content: center;
  }
  .seat.south {
    grid-area: south;
  }
  .nameplate .strength {
    font-size: 0.8em;
    opacity: 0.78;
  }
  .dot {
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 50%;
    background: #8a8;
  }
  .dot.off {
    background: #a55;
  }
  .small-card:first-child {
    margin-left: 0;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .played.from-west {
    transform: translate(-158%, -50%) rotate(-4deg);
    animation: from-west 0.35s ease-out;
  }
  .played.from-east {
    transform: translate(58%, -50%) rotate(4deg);
    animation: from-east 0.35s ease-out;
  }
  .hand.my-turn .hand-card.playable:hover,
  .hand.my-turn .hand-card.playable:focus-visible {
    transform: translateY(-16px);
    box-shadow: 0 10px 18px #0007;
  }
  .under-hand .error {
    background: #fff;
    padding: 0.3em 0.8em;
    border-radius: 6px;
    margin: 0;
  }
  .overlay {
    position: absolute;
    inset: 0;
    background: #0008;
    display: grid;
    place-items: center;
    z-index: 20;
    animation: fade 0.3s;
  }
  .summary table {
    border-collapse: collapse;
    width: 100%;
    margin: 0.4rem 0 0.8rem;
  }
  .summary td,
  .summary th {
    padding: 0.25rem 0.5rem;
    text-align: right;
    border-bottom: 1px solid #0001;
  }
  .summary td:first-child,
  .summary th:first-child {
    text-align: left;
  }
  .popover {
    position: fixed;
    top: 4rem;
    right: 1rem;
    z-index: 15;
  }
  .popover .row {
    display: flex;
    gap: 0.5rem;
  }
  .popover figure {
    margin: 0;
    text-align: center;
    font-size: 0.75rem;
  }
  .popover .small-card {
    margin: 0;
    --small-w: 56px;
  }
  .popover figure.winner .small-card {
    filter: drop-shadow(0 0 6px var(--gold));
  }
  .waiting {
    margin: 2rem auto;
    max-width: 36rem;
  }
  /* A card played slides in from its player's side; panels fade in. */
  @keyframes from-south {
    from {
      transform: translate(-50%, 140%);
      opacity: 0;
    }
  }
  @keyframes from-north {
    from {
      transform: translate(-50%, -240%);
      opacity: 0;
    }
  }
  @keyframes from-west {
    from {
      transform: translate(-320%, -50%);
      opacity: 0;
    }
  }
  @keyframes from-east {
    from {
      transform: translate(220%, -50%);
      opacity: 0;
    }
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
  /* Training's Suggest on your nameplate, in gold: found without looking under the cards. */
  .nameplate .suggest {
    font-size: 0.85rem;
    padding: 0.15em 0.8em;
    background: var(--gold);
    color: var(--ink);
    font-weight: 700;
  }
  /* A refusal is said just above your cards, over the felt: it takes no room of its own,
     which would push the hand's bottom off a 1280x800 screen or a phone's. */
  .refusal-slot {
    position: relative;
    height: 0;
    width: 100%;
  }
  .refusal-slot .error {
    position: absolute;
    bottom: 0.3rem;
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: 92%;
    z-index: 6;
    pointer-events: none;
    background: #fff;
    padding: 0.3em 0.8em;
    border-radius: 6px;
    margin: 0;
    box-shadow: 0 4px 12px #0006;
  }
  [data-testid="back-to-lobby"] .short {
    display: none; /* on a phone only */
  }
  @media (max-width: 640px) {
    .deck-choice .deck-word {
      display: none; /* the menu alone: it names the deck it shows */
    }
    /* The toolbar in two rows, not four: the score, then the buttons beside a narrow menu. */
    .deck-choice select {
      max-width: 8.5rem;
      font-size: 0.85rem;
      padding: 0.3rem;
    }
    .tools button {
      padding: 0.35rem 0.7rem;
      font-size: 0.9rem;
    }
    .tools [data-testid="training-badge"] {
      display: none; /* the open hands and Suggest say it is training */
    }
    /* The way to the lobby beside the score (its short name), the table's buttons below. */
    .tools {
      display: contents;
    }
    .tools > * {
      order: 2;
    }
    .tools [data-testid="back-to-lobby"],
    .tools [data-testid="leave"] {
      order: 1;
    }
    [data-testid="back-to-lobby"] .long {
      display: none;
    }
    [data-testid="back-to-lobby"] .short {
      display: inline;
    }
  }
`;
